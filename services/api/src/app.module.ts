import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import type { DatabaseConnection } from './core/database/database-connection';
import { DatabaseModule } from './core/database/database.module';
import { ApiExceptionFilter } from './core/http/api-exception.filter';
import { JobsModule } from './core/jobs/jobs.module';
import { loggerModule } from './core/logging/logger.module';
import { RuntimeConfigController } from './core/web/runtime-config.controller';
import { HealthModule } from './modules/health/health.module';

/** The platform modules every process needs, then the domain modules. */
export function platformImports(config: AppConfig, database: DatabaseConnection) {
  return [
    ConfigModule.forConfig(config),
    loggerModule(config),
    DatabaseModule.forConnection(database),
    JobsModule.forRoot(config.redisUrl, config.jobsPrefix),
  ];
}

/** Domain modules: each owns its controllers, services and job handlers. */
export const DOMAIN_MODULES = [HealthModule];

@Module({})
export class AppModule {
  static register(config: AppConfig, database: DatabaseConnection): DynamicModule {
    return {
      module: AppModule,
      imports: [...platformImports(config, database), ...DOMAIN_MODULES],
      controllers: [RuntimeConfigController],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
