import { Global, Module, type DynamicModule } from '@nestjs/common';
import { QuietFrameworkLogger } from './quiet-framework-logger';
import { ROOT_LOGGER, rootLogger } from './root-logger';
import type { AppConfig } from '../config/app-config';

/** pino logs, at LOG_LEVEL. Requests are logged by `requestLog` (request-log.ts), which the API mounts. */
export function loggerModule(config: AppConfig): DynamicModule {
  return {
    module: LoggingModule,
    providers: [{ provide: ROOT_LOGGER, useValue: rootLogger(config.logLevel) }, QuietFrameworkLogger],
    exports: [ROOT_LOGGER, QuietFrameworkLogger],
  };
}

@Global()
@Module({})
class LoggingModule {}
