import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ROOT_LOGGER, type PinoLogger } from './core/logging/root-logger';
import { QuietFrameworkLogger } from './core/logging/quiet-framework-logger';
import { registerRequestLog, requestIdOf } from './core/logging/request-log';
import { DataSource } from 'typeorm';
import { ACTING_COMPANY_HEADER } from '@groombook/contracts';
import { registerAuditHook } from './core/audit/audit-hook';
import { SuperAdminAudit } from './core/audit/super-admin-audit';
import { AccessStates } from './core/auth/access-states';
import type { AppConfig } from './core/config/app-config';
import type { DatabaseConnection } from './core/database/database-connection';
import { runMigrations } from './core/database/migrate';
import { JSON_BODY_LIMIT_BYTES, registerBodyParsers, registerRawImageParser } from './core/http/body-parsers';
import { MEDIA_MAX_BYTES } from '@groombook/contracts';
import { registerCompression } from './core/http/compression';
import { jsonAnswer } from './core/http/json-answer';
import { HttpMetrics, registerHttpMetrics } from './core/metrics/http-metrics';
import { registerControlCharacterCheck } from './core/http/control-characters';
import { registerSecurityHeaders } from './core/http/security-headers';
import { mountStaticWeb } from './core/web/static-web';
import { registerReadOnlyReads } from './core/tenancy/read-only-requests';
import { clientErrorAnswerer } from './core/http/client-errors';
import { frameworkErrorAnswer, rawAnswerHeaders } from './core/http/framework-errors';
import { SmsNumbers } from './modules/sms/numbers/sms-numbers.service';
import { SMS_WEBHOOK_PATHS } from './modules/sms/inbound/sms-webhooks.controller';
import { AppModule } from './app.module';

/** Answers made per request under these paths are compressed when over 1 KB; static files carry their build-time copies (static-web.ts). */
const DYNAMIC_ANSWERS = ['/api/', '/config.json'] as const;

/**
 * Builds the HTTP application on Fastify: migrations applied, hooks and static web mounted,
 * initialised, not yet listening. Fastify, not Express: Nest on Express spent several times
 * the CPU of the whole request on its own routing and response path (bench/README.md).
 */
export async function createApiApp(config: AppConfig, database: DatabaseConnection): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: from anyone else it
    // would let a client pick its own address (and escape the sign-in limits).
    trustProxy: config.trustProxy === false ? false : config.trustProxy.join(','),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Requests are logged by request-log.ts, not by Fastify's per-request child loggers.
    logger: false,
    // Paths are matched as written: /api/customers/ is not /api/customers.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 500 },
    // Requests Node refuses before Fastify (an address over 16 KB) get the API's error body and headers too.
    clientErrorHandler: clientErrorAnswerer(rawAnswerHeaders(config)),
    // And so do those Fastify refuses before any hook (a bad URL, an over-long path parameter).
    frameworkErrors: frameworkErrorAnswer(config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, database), adapter, {
    // Nest's own start-up chatter (modules, routes) stays out of the log; warnings still show.
    logger: ['fatal', 'error', 'warn'],
    bodyParser: false,
  });
  app.useLogger(app.get(QuietFrameworkLogger));
  const fastify = app.getHttpAdapter().getInstance();
  // JSON answers, a long one as bytes written in pieces (json-answer.ts). Set before Nest registers
  // its routes (at init): each route takes the serializer in force then. Fastify's type says
  // string, and it sends a Buffer as it is (its onSend hooks and Content-Length take both).
  fastify.setReplySerializer(jsonAnswer as (payload: unknown) => string);
  // First, so that every answer carries its X-Request-Id and every error log line the request's id.
  registerRequestLog(fastify, app.get<PinoLogger>(ROOT_LOGGER));
  registerHttpMetrics(fastify, app.get(HttpMetrics));
  registerSecurityHeaders(fastify, config);
  registerBodyParsers(fastify, SMS_WEBHOOK_PATHS);
  registerRawImageParser(fastify, '/api/media', MEDIA_MAX_BYTES);
  // After the body is parsed, before guards and handlers.
  registerControlCharacterCheck(fastify);
  registerCompression(fastify, DYNAMIC_ANSWERS);
  if (config.corsOrigins.length > 0) {
    // Credentials: the refresh cookie must travel to an API on another origin of the same site.
    // The headers the clients send: the bearer token, JSON bodies, and the company a super admin acts in.
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', ACTING_COMPANY_HEADER],
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
    });
  }
  registerAuditHook(fastify, app.get(SuperAdminAudit));
  // Last of the hooks before the handler: GET and HEAD handlers (and their guards) read only.
  registerReadOnlyReads(fastify);
  if (config.runMigrations) {
    const applied = await runMigrations(app.get(DataSource));
    if (applied.length > 0) app.get(QuietFrameworkLogger).log(`Applied migrations: ${applied.join(', ')}`, 'Database');
  }
  if (config.web.serve) mountStaticWeb(fastify, config);
  // Initialised here, not at listen: job handlers register on init, and the demo seed queues jobs.
  await app.init();
  // Before the first request: access changes made by the other API processes reach this one.
  await app.get(AccessStates).listen();
  await app.get(SmsNumbers).assignAllIfSimulated();
  return app;
}
