import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { sessionUser } from '../auth/current-user.decorator';
import { requireCompany } from './require-company';

/**
 * The signed-in caller's company, which every tenant endpoint works in: taken from the
 * session, never from the request. 401 without a session, 403 for an account without a company.
 */
export const CompanyId = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  requireCompany(sessionUser(context)),
);
