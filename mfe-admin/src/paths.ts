/** The admin remote's routes (absolute: the shell renders this remote for /super-admin/companies/*). */
export const COMPANIES_PATH = '/super-admin/companies';
export const NEW_COMPANY_PATH = `${COMPANIES_PATH}/new`;
export const COMPANY_USERS_PATH = `${COMPANIES_PATH}/:companyId/users`;

export function companyUsersPath(companyId: string): string {
  return `${COMPANIES_PATH}/${encodeURIComponent(companyId)}/users`;
}
