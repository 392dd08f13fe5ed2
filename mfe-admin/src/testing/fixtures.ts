import { buildCompany, buildCompanyUser } from '@groombook/ui-testing';

export const pawsCompany = buildCompany({ name: 'Paws & Suds', status: 'active', user_count: 2 });
export const barkCompany = buildCompany({ name: 'Bark Avenue', status: 'suspended', user_count: 0 });

export const rexUser = buildCompanyUser({ email: 'rex@pawsandsuds.test', name: 'Rex Groomer', role: 'staff', company_id: pawsCompany.id });
export const bellaUser = buildCompanyUser({ email: 'bella@pawsandsuds.test', name: null, role: 'admin', company_id: pawsCompany.id });
