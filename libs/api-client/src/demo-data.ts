import { mutationOptions } from '@tanstack/react-query';
import { demoDataResponseSchema, type DemoDataResult } from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

/** POST /api/demo-data?companyId= (super admin): fills a company with demo customers, groomers and appointments. */
export function createDemoData(companyId: string) {
  return apiRequest('/api/demo-data', { method: 'POST', query: { companyId }, schema: demoDataResponseSchema });
}

export function createDemoDataMutationOptions() {
  return mutationOptions({
    mutationKey: ['demo-data', 'create'],
    mutationFn: async (companyId: string): Promise<DemoDataResult> => (await unwrap(createDemoData(companyId))).data,
  });
}
