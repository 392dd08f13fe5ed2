import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  companiesListResponseSchema,
  companyResponseSchema,
  type Company,
  type CompanyStatus,
} from '@groombook/contracts';
import { apiRequest, unwrap } from './client';

export interface CreateCompanyInput {
  name: string;
}

export interface UpdateCompanyInput {
  id: string;
  name: string;
  /** SMS settings; left out, they are kept. */
  time_zone?: string;
  sms_contact_line?: string | null;
  /** The number the company texts from (E.164); empty or null removes it. Another company's number is refused (409). */
  sms_number?: string | null;
  /** The Twilio messaging service that sends for the number (MG…); empty or null removes it. */
  sms_messaging_service_sid?: string | null;
}

export interface SetCompanyStatusInput {
  id: string;
  /** 'suspended' ends the sessions of the company's users at once and keeps them out; 'active' lets them back. */
  status: CompanyStatus;
}

export const companiesQueryKey = ['companies'] as const;

/** GET /api/companies (super admin): every company with its user count. */
export function getCompanies(signal?: AbortSignal) {
  return apiRequest('/api/companies', { schema: companiesListResponseSchema, signal });
}

/** POST /api/companies (super admin) */
export function createCompany(input: CreateCompanyInput) {
  return apiRequest('/api/companies', { method: 'POST', body: input, schema: companyResponseSchema });
}

/** PUT /api/companies (super admin): renames a company, and changes its SMS settings when given. */
export function updateCompany(input: UpdateCompanyInput) {
  return apiRequest('/api/companies', { method: 'PUT', body: input, schema: companyResponseSchema });
}

/** PUT /api/companies with `status` (super admin). */
export function setCompanyStatus(input: SetCompanyStatusInput) {
  return apiRequest('/api/companies', { method: 'PUT', body: input, schema: companyResponseSchema });
}

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: companiesQueryKey,
    queryFn: async ({ signal }): Promise<Company[]> => (await unwrap(getCompanies(signal))).data.companies,
  });
}

export function createCompanyMutationOptions() {
  return mutationOptions({
    mutationKey: ['companies', 'create'],
    mutationFn: async (input: CreateCompanyInput): Promise<Company> => (await unwrap(createCompany(input))).company,
    onSuccess: (_company, _input, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}

function keepSavedCompany(client: QueryClient, company: Company): void {
  client.setQueryData(companiesQueryKey, (companies: Company[] | undefined) =>
    companies?.map((existing) => (existing.id === company.id ? company : existing)),
  );
}

export function updateCompanyMutationOptions() {
  return mutationOptions({
    mutationKey: ['companies', 'update'],
    mutationFn: async (input: UpdateCompanyInput): Promise<Company> => (await unwrap(updateCompany(input))).company,
    onSuccess: (company, _input, _onMutateResult, { client }) => keepSavedCompany(client, company),
  });
}

/** Suspending or reactivating a company, after a confirmation: the card shows the server's answer. */
export function setCompanyStatusMutationOptions() {
  return mutationOptions({
    mutationKey: ['companies', 'set-status'],
    mutationFn: async (input: SetCompanyStatusInput): Promise<Company> => (await unwrap(setCompanyStatus(input))).company,
    onSuccess: (company, _input, _onMutateResult, { client }) => keepSavedCompany(client, company),
  });
}
