import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ROOT_LOGGER, type PinoLogger } from './core/logging/root-logger';
import { QuietFrameworkLogger } from './core/logging/quiet-framework-logger';
import { requestLog } from './core/logging/request-log';
import { DataSource } from 'typeorm';
import type { AppConfig } from './core/config/app-config';
import type { DatabaseConnection } from './core/database/database-connection';
import { runMigrations } from './core/database/migrate';
import { compressResponses } from './core/http/compression';
import { refuseControlCharacters } from './core/http/control-characters.middleware';
import { securityHeaders } from './core/http/security-headers';
import { mountStaticWeb } from './core/web/static-web';
import { AppModule } from './app.module';

/** Builds the HTTP application: migrations applied, middleware and static web mounted, initialised, not yet listening. */
export async function createApiApp(config: AppConfig, database: DatabaseConnection): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, database), {
    // Nest's own start-up chatter (modules, routes) stays out of the log; warnings still show.
    logger: ['fatal', 'error', 'warn'],
    bodyParser: false,
  });
  app.useLogger(app.get(QuietFrameworkLogger));
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: from anyone else it
  // would let a client pick its own address (and escape the sign-in limits).
  app.set('trust proxy', config.trustProxy);
  // First, so that every answer carries its X-Request-Id and every error log line the request's id.
  app.use(requestLog(app.get<PinoLogger>(ROOT_LOGGER)));
  app.use(securityHeaders(config));
  // JSON answers over 1 KB leave compressed; static files carry their build-time copies (static-web.ts).
  app.use(['/api', '/config.json'], compressResponses());
  app.useBodyParser('json', { limit: '1mb' });
  if (config.corsOrigins.length > 0) {
    // Credentials: the refresh cookie must travel to an API on another origin of the same site.
    app.enableCors({ origin: config.corsOrigins, credentials: true, exposedHeaders: ['X-Request-Id', 'Retry-After'] });
  }
  // After the body parser (and CORS, so a refusal is readable cross-origin), before every route.
  app.use('/api', refuseControlCharacters);
  if (config.runMigrations) {
    const applied = await runMigrations(app.get(DataSource));
    if (applied.length > 0) app.get(QuietFrameworkLogger).log(`Applied migrations: ${applied.join(', ')}`, 'Database');
  }
  if (config.web.serve) mountStaticWeb(app, config);
  // Initialised here, not at listen: job handlers register on init, and the demo seed queues jobs.
  await app.init();
  return app;
}
