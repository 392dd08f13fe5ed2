import { queryOptions, useQuery } from '@tanstack/react-query';
import { smsNumberResponseSchema, type SmsNumberInfo } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

export const smsNumberQueryKey = ['sms-number'] as const;

/** GET /api/sms-number (staff and admins): the number the company texts from (null: it cannot text), and whether texts go out at all. */
export function getSmsNumber(signal?: AbortSignal) {
  return apiRequest('/api/sms-number', { schema: smsNumberResponseSchema, signal });
}

/**
 * The company's texting number, kept for a few minutes: only a super admin changes it, rarely,
 * and every screen that texts asks for it.
 */
export function smsNumberQueryOptions() {
  return queryOptions({
    queryKey: smsNumberQueryKey,
    queryFn: async ({ signal }): Promise<SmsNumberInfo> => (await unwrap(getSmsNumber(signal))).data,
    staleTime: 5 * 60_000,
  });
}

/**
 * The company's texting number for a screen that texts: `smsNumber` once known, and `missing`
 * only once the server said there is none. While it loads, or when it could not be read,
 * nothing is held back: the server refuses a text without a number anyway.
 */
export function useSmsNumber(enabled = true): { smsNumber: string | null; missing: boolean } {
  const { data } = useQuery({ ...smsNumberQueryOptions(), enabled });
  return { smsNumber: data?.sms_number ?? null, missing: data !== undefined && data.sms_number === null };
}
