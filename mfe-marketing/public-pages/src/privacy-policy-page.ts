/**
 * The SMS privacy policy is static HTML that reads the same without JavaScript. With
 * ?company_id= this names the company in its opening line; on any failure the page keeps
 * its generic wording.
 */
import { OPT_IN_PARAMS } from './opt-in-page';
import { loadCompany, type PublicPageEnvironment } from './public-page';

export async function nameCompanyInPolicy({ document, search, fetch: fetcher }: PublicPageEnvironment): Promise<void> {
  const companyId = (new URLSearchParams(search).get(OPT_IN_PARAMS.company) ?? '').trim();
  const slot = document.getElementById('company-name');
  if (companyId === '' || !slot) return;
  const company = await loadCompany(companyId, fetcher);
  if ('name' in company) slot.textContent = company.name;
}
