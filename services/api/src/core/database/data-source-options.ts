import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConnection } from './database-connection';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(connection: DatabaseConnection): DataSourceOptions {
  return {
    type: 'postgres',
    url: connection.url,
    poolSize: connection.poolSize,
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: false,
  };
}
