import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { QuietFrameworkLogger } from './quiet-framework-logger';
import type { AppConfig } from '../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** pino logs; every request gets an id (taken from X-Request-Id when valid) echoed in the answer. */
export function loggerModule(config: AppConfig): DynamicModule {
  return { module: LoggingModule, imports: [pinoModule(config)], providers: [QuietFrameworkLogger], exports: [QuietFrameworkLogger] };
}

@Global()
@Module({})
class LoggingModule {}

function pinoModule(config: AppConfig) {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: config.logLevel,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req: IncomingMessage) => !req.url?.startsWith('/api/') },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // The path only: a query string may carry a customer's name or phone (?search=…).
        req: (req: { id: unknown; method: unknown; url?: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
      },
    },
  });
}
