import { mutationOptions } from '@tanstack/react-query';
import { fastEntryResponseSchema, type FastEntryResponse } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

/** POST /api/fast-entry: one typed sentence, read into appointment details against the caller's company. */
export function readFastEntry(prompt: string) {
  return apiRequest('/api/fast-entry', { method: 'POST', body: { prompt }, schema: fastEntryResponseSchema });
}

/** Reading a sentence changes nothing on the server, so nothing is refreshed after it. */
export function readFastEntryMutationOptions() {
  return mutationOptions({
    mutationKey: ['fast-entry', 'read'],
    mutationFn: async (prompt: string): Promise<FastEntryResponse> => unwrap(readFastEntry(prompt)),
  });
}
