import { ERROR_CODES, type ErrorCode } from '@groombook/contracts';

/**
 * The failures a service reports, in the domain's words rather than HTTP's. Each kind is one
 * answer of the API (error-answer.ts maps it: invalid 400, unauthenticated 401, forbidden 403,
 * not found 404, conflict 409, unavailable 503); `code` names a more precise reason for
 * programs where the product has one (WEAK_PASSWORD, COMPANY_SUSPENDED, ...).
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'unavailable';

  constructor(
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Refused by a rule of the product: the request as sent can never succeed (a weak password, an empty audience). */
export class RuleRefusedError extends DomainError {
  readonly kind = 'invalid';
}

/** Nobody is signed in, or the proof given (a token, a link) is not valid. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** The caller may not do this (a suspended company, a disabled account, another company's record). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The thing named does not exist, or not for this company. */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The request collides with the state of things (a booked slot, a request already answered). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** A time someone else took first (online booking, a customer moving their appointment); `nextTimes` offers others. */
export class SlotTakenError extends ConflictError {
  constructor(
    message: string,
    readonly nextTimes: string[],
  ) {
    super(message, ERROR_CODES.slotTaken);
  }
}

/** Something the request needs is down; it changed nothing and may be tried again (after `retryAfterSeconds`, when known). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  retryAfterSeconds: number | undefined;

  retryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }
}
