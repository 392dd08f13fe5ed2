import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './core/config/app-config';
import type { DatabaseConnection } from './core/database/database-connection';
import { DOMAIN_MODULES, platformImports } from './app.module';

/** The worker process: the same modules as the API (for their job handlers), served by no HTTP. */
@Module({})
export class WorkerModule {
  static register(config: AppConfig, database: DatabaseConnection): DynamicModule {
    return { module: WorkerModule, imports: [...platformImports(config, database), ...DOMAIN_MODULES] };
  }
}
