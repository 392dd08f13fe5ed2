import { queryOptions, useQuery } from '@tanstack/react-query';
import { smsConsentsResponseSchema, type SmsConsent, type SmsConsentsQuery } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

/**
 * What the consent ledger says of a number or a customer: its entries (newest first) and whether
 * it may get marketing now (`pending`: asked on the web page, waiting for YES from the phone).
 */
export interface SmsConsentsView {
  consents: SmsConsent[];
  current: 'opted_in' | 'opted_out' | 'pending' | 'unknown' | null;
}

export const smsConsentKeys = {
  all: ['sms-consents'] as const,
  customer: (customerId: string) => [...smsConsentKeys.all, 'customer', customerId] as const,
};

/** GET /api/sms-consents (admins): `?customer_id=` or `?phone=` narrows it to one customer or number. */
export function getSmsConsents(query: SmsConsentsQuery = {}, signal?: AbortSignal) {
  return apiRequest('/api/sms-consents', { query, schema: smsConsentsResponseSchema, signal });
}

export function customerSmsConsentsQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: smsConsentKeys.customer(customerId),
    queryFn: async ({ signal }): Promise<SmsConsentsView> => (await unwrap(getSmsConsents({ customer_id: customerId }, signal))).data,
  });
}

/** A customer's SMS consent, read only when `enabled` (the endpoint is for admins: leave it off for anyone else). */
export function useCustomerSmsConsents(customerId: string, enabled: boolean) {
  return useQuery({ ...customerSmsConsentsQueryOptions(customerId), enabled });
}
