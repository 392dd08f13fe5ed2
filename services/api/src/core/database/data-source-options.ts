import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConnection } from './database-connection';
import { MIGRATIONS } from './migrations';
import { PoolClient } from './pool-client';

export function dataSourceOptions(connection: DatabaseConnection): DataSourceOptions {
  const { timeouts } = connection;
  return {
    type: 'postgres',
    url: connection.url,
    poolSize: connection.poolSize,
    // A server that is down, restarting or overloaded makes a request fail within these bounds
    // (answered 503) instead of hanging; keep-alive notices a connection whose server went away.
    ...(timeouts ? { connectTimeoutMS: timeouts.connectMs } : {}),
    extra: { Client: PoolClient, ...(timeouts ? { statement_timeout: timeouts.statementMs, keepAlive: true } : {}) },
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: false,
  };
}
