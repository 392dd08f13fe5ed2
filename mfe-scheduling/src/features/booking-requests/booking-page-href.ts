import { ROUTES } from '@groombook/routes';

/** The company's own booking page: its address carries the company, so it can be shared as it is. */
export function bookingPageHref(companyId: string): string {
  return `${ROUTES.book.path}?${new URLSearchParams({ company_id: companyId })}`;
}
