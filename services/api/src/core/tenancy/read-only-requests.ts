import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RouteConfig } from '@nestjs/platform-fastify';

/** Set while a read request (GET, HEAD) is served: every transaction TenantDb opens for it is READ ONLY. */
const reading = new AsyncLocalStorage<true>();

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** The route config key of `@WritesOnRead`. */
const WRITES_ON_READ = 'writesOnRead';

/** Whether the caller runs for a read request: TenantDb then opens its transactions READ ONLY. */
export function servingRead(): boolean {
  return reading.getStore() === true;
}

/** Runs `work`, and all it starts, as part of serving a read request. */
export function asRead<T>(work: () => T): T {
  return reading.run(true, work);
}

/**
 * Runs `work`, and all it starts, apart from the read request being served: a job the request
 * started in this process, or the bookkeeping a read leaves (`TenantDb.bookkeeping`).
 */
export function apartFromRead<T>(work: () => T): T {
  return reading.exit(work);
}

/**
 * On a GET route that writes by design, with the reason: Google's sign-in comes back with a
 * GET, which signs the user in. Every other GET and HEAD is served read-only.
 */
export const WritesOnRead = (reason: string) => RouteConfig({ [WRITES_ON_READ]: reason });

function writesOnRead(request: FastifyRequest): boolean {
  const config: object | undefined = request.routeOptions.config;
  return typeof (config as Record<string, unknown> | undefined)?.[WRITES_ON_READ] === 'string';
}

/**
 * GET and HEAD requests read: from the guards on (a preHandler hook, so that everything the
 * route's handler runs is inside), every transaction TenantDb opens for one is `READ ONLY`,
 * and Postgres refuses any write in it. What a read legitimately records outside the data it
 * reads takes its own way: the audit log of a super admin's reads is written with
 * `TenantDb.bookkeeping`, rate limits and caches live in Redis, and jobs a read starts in
 * process run apart from it.
 */
export function registerReadOnlyReads(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request, _reply, done) => {
    if (!READ_METHODS.has(request.method) || writesOnRead(request)) {
      done();
      return;
    }
    asRead(done);
  });
}
