import type { Company, CompanyUser } from '@groombook/contracts';

export const pawsCompany: Company = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Paws & Suds',
  status: 'active',
  user_count: 2,
  createdAt: '2026-01-02T10:00:00Z',
};

export const barkCompany: Company = {
  id: '9b2e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Bark Avenue',
  status: 'suspended',
  user_count: 0,
  createdAt: '2026-02-03T10:00:00Z',
};

export const rexUser: CompanyUser = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  email: 'rex@pawsandsuds.test',
  name: 'Rex Groomer',
  role: 'staff',
  company_id: pawsCompany.id,
  created_at: '2026-01-05T10:00:00Z',
};

export const bellaUser: CompanyUser = {
  ...rexUser,
  id: '1f8fad5b-d9cb-469f-a165-70867728950e',
  email: 'bella@pawsandsuds.test',
  name: null,
  role: 'admin',
};
