/**
 * The light contracts: what a first page may load. Plain values (the error value and codes, the
 * statuses and their words, the sign-in page's words) and the answers of the reads a signed-in
 * first page makes (the session and GET /api/me, the runtime config, the month's list and
 * conflict map, Home's day, counts, revenue and booking requests, the header's unread count, the
 * live events), built with zod/mini, which keeps only the checks a schema uses: the classic zod
 * the rest of the contracts are written in weighs about 21 KB gzip whole, and the index builds
 * every screen's schemas when it loads.
 *
 * Rules (checked by light.test.ts): nothing here imports classic zod or a contracts module
 * outside this folder (libs/domain aside, and sign-in.ts and error-codes.ts, plain values the
 * sign-in page reads too); the rest of the contracts import these modules only through
 * '@groombook/contracts/light', never by a relative path. In the browser builds this entry is a
 * shared module of its own, so a relative import would load a second copy (a second ApiError
 * class, which `instanceof` would not recognise).
 */
export * from './errors';
export * from './runtime-config';
export * from './session';
export * from './appointments';
export * from './customers';
export * from './conflicts';
export * from './sms';
export * from './reports';
export * from './booking-requests';
export * from '../sign-in';
