/**
 * Contracts that no page of the application reads, apart from the index on purpose: the
 * index is the module every page shares and downloads whole. Health and readiness (load
 * balancers, supervisors), and the customers' public opt-in, whose page is plain TypeScript
 * that takes its words from here and needs no schema.
 */
export * from './health';
export * from './sms-opt-in-request';
