import { Logger } from '@nestjs/common';
import pg from 'pg';

const logger = new Logger('Database');

/**
 * The pool's connections. A connection the server closes (a restart, a failover, an
 * administrator's terminate) while it is checked out and between two statements emits an
 * `error` that nobody listens to, which would end the process. The same failure also reaches
 * the connection's next statement (answered 503) and the pool drops the connection when it
 * comes back, so here it is only logged.
 */
export class PoolClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error: Error & { code?: string }) => {
      logger.warn(`A database connection was closed: ${error.code ?? ''} ${error.message}`.trim());
    });
  }
}
