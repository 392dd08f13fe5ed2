import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { companiesQueryOptions } from '@groombook/api-client';
import { sessionStore, useSession } from '@groombook/auth';
import type { Company } from '@groombook/contracts';

/**
 * The companies a super admin may act in, the one chosen, and how to choose or stop. The
 * choice follows the list: a renamed company keeps its new name, one no longer listed is
 * dropped (so no request names a company that is gone).
 */
export function useCompanyChoice() {
  const isSuperadmin = useSession((s) => s.role === 'superadmin');
  const acting = useSession((s) => s.actingCompany);
  const companies = useQuery({ ...companiesQueryOptions(), enabled: isSuperadmin });

  useEffect(() => {
    if (!acting || !companies.data) return;
    const listed = companies.data.find((company) => company.id === acting.id);
    if (!listed) sessionStore.getState().stopActing();
    else if (listed.name !== acting.name) sessionStore.getState().actInCompany(listed);
  }, [acting, companies.data]);

  return {
    acting,
    companies,
    choose: (company: Pick<Company, 'id' | 'name'>) => sessionStore.getState().actInCompany({ id: company.id, name: company.name }),
    stop: () => sessionStore.getState().stopActing(),
  };
}

/** The switcher's words until a company is chosen (then 'Acting in: Happy Paws Grooming'). */
export const CHOOSE_COMPANY = 'Choose a company';

/** A company's name as the choices list it: a suspended one says so. */
export function companyChoiceLabel(company: Pick<Company, 'name' | 'status'>): string {
  return company.status === 'active' ? company.name : `${company.name} (${company.status})`;
}
