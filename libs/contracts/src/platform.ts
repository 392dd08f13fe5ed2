/**
 * Contracts that no page of the application reads, apart from the index on purpose: the
 * index is the module every page shares and downloads whole. Health and readiness (load
 * balancers, supervisors), the customers' public opt-in, whose page is plain TypeScript
 * that takes its words from here and needs no schema, and the body of a booking request's
 * decision, which the staff page sends and never parses; the queries of GET /api/appointments
 * and of the conflict endpoints, a series' request and the audit log's queries, which clients
 * write and only the API parses.
 */
export * from './health';
export * from './sms-opt-in-request';
export * from './booking-request-decision';
export * from './appointment-queries';
export * from './conflict-requests';
export * from './recurring-appointments-request';
export * from './audit-log-queries';
// The sign-in page's words, storage keys and refusal codes, without zod (it is a light document of its own).
export * from './sign-in';
export * from './error-codes';
