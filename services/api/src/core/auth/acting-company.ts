import type { FastifyRequest } from 'fastify';
import { ACTING_COMPANY_HEADER, uuidSchema } from '@groombook/contracts';
import { ApiException } from '../http/api.exception';
import type { AccessStates } from './access-states';
import type { AuthUser } from './auth-user';

const HEADER = ACTING_COMPANY_HEADER.toLowerCase();

/**
 * The caller with the company a super admin acts in: the X-Company-Id header, honoured from
 * super admins only, becomes the request's company, so that every tenant endpoint and
 * row-level security work in it. Anyone else's header is ignored. A super admin's header
 * must name an existing company: 400 for one that is not an id, 404 for an unknown one.
 */
export async function withActingCompany(request: FastifyRequest, user: AuthUser, states: AccessStates): Promise<AuthUser> {
  const header = request.headers[HEADER];
  if (user.role !== 'superadmin' || header === undefined) return user;
  if (Array.isArray(header) || !uuidSchema.safeParse(header).success) {
    throw ApiException.badRequest(`${ACTING_COMPANY_HEADER} must be the id of the company to act in`);
  }
  const company = await states.company(header.toLowerCase());
  if (!company) throw ApiException.notFound(`${ACTING_COMPANY_HEADER} names no company: choose the company again`);
  return { ...user, companyId: company.id, acting: true };
}
