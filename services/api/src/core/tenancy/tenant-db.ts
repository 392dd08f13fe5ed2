import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { DATABASE_CONNECTION } from '../database/database.module';
import { DomainEventBus } from '../events/domain-event-bus';
import type { DatabaseConnection } from '../database/database-connection';
import { apartFromRead, servingRead } from './read-only-requests';
import { TenantScopedQuery } from './tenant-scoped-query';

/** What TypeORM's `query` answers for raw SQL: the rows, or [rows, count] for UPDATE and DELETE. */
function typeormAnswer(result: pg.QueryResult): unknown {
  return result.command === 'UPDATE' || result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows;
}

/**
 * The two ways to reach the database.
 *
 * `forCompany` runs the work in a transaction as the role `groombook_app` with
 * `app.company_id` set: row-level security then hides every other company's rows, a
 * second wall behind the explicit `company_id` filters in every query. Both settings are
 * made in the transaction's first statement, so a tenant request costs one extra round trip.
 * `readForCompany` does the same for work of exactly one statement, in one round trip.
 *
 * `platform` runs as the connecting (owner) role: for identity look-ups that cross
 * companies (sign-in by email) and for super-admin work that names a company explicitly.
 *
 * While a read request (GET, HEAD) is served, each of the three opens its transaction
 * `READ ONLY` (read-only-requests.ts): Postgres, embedded or not, then refuses any write, so no
 * GET handler can write. `bookkeeping` is the one way for a read to record something (the
 * audit log of a super admin's reads), in a transaction of its own.
 *
 * Domain events published on a `forCompany` or `platform` transaction's manager reach their
 * listeners once it has committed, and never when it rolls back (`DomainEventBus`).
 */
@Injectable()
export class TenantDb {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection,
    private readonly events: DomainEventBus,
  ) {}

  forCompany<T>(companyId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const readOnly = servingRead();
    return this.transaction(async (manager) => {
      await manager.query(
        readOnly
          ? "SELECT set_config('role', 'groombook_app', true), set_config('app.company_id', $1, true), set_config('transaction_read_only', 'on', true)"
          : "SELECT set_config('role', 'groombook_app', true), set_config('app.company_id', $1, true)",
        [companyId],
      );
      return work(manager);
    });
  }

  /**
   * Work of exactly one statement (a read, or a single write that stands alone), as
   * `forCompany` runs it but in one round trip: the settings and the statement go to the
   * server together and end with it (`TenantScopedQuery`), with no BEGIN or COMMIT. The
   * manager refuses a second statement: work that needs two uses `forCompany`. A statement
   * marked `onKeptPlan` runs on the plan its connection keeps for it.
   *
   * Embedded Postgres (one connection, in this process) takes the transaction instead.
   */
  readForCompany<T>(companyId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.connection.mode === 'embedded') return this.forCompany(companyId, work);
    const readOnly = servingRead();
    const pool = (this.dataSource.driver as unknown as { master: pg.Pool }).master;
    let used = false;
    const runner = {
      isReleased: false,
      query: async (sql: string, parameters: unknown[] = []): Promise<unknown> => {
        if (used) throw new Error('readForCompany runs one statement; use forCompany for more');
        used = true;
        const client = await pool.connect();
        try {
          const result = await new Promise<pg.QueryResult>((resolve, reject) => {
            void client.query(
              new TenantScopedQuery(companyId, { text: sql, values: parameters }, (error, answer) => (error ? reject(error) : resolve(answer)), readOnly),
            );
          });
          client.release();
          return typeormAnswer(result);
        } catch (error) {
          // The server's refusal ends at the Sync like a success; any other failure may have left the
          // connection mid-message, so it is closed rather than given to anyone else.
          client.release(error instanceof pg.DatabaseError ? undefined : true);
          throw error;
        }
      },
    };
    return work(this.dataSource.createEntityManager(runner as unknown as QueryRunner));
  }

  platform<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!servingRead()) return this.transaction(work);
    return this.transaction(async (manager) => {
      await manager.query('SET TRANSACTION READ ONLY');
      return work(manager);
    });
  }

  /**
   * Platform work that records what a request did rather than changing the data it served (the
   * audit log), in a transaction of its own that may write even while a read is served.
   */
  bookkeeping<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return apartFromRead(() => this.platform(work));
  }

  /** A transaction whose domain events are delivered after it commits. */
  private async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const opened: { manager?: EntityManager } = {};
    let result: T;
    try {
      result = await this.dataSource.transaction((manager) => {
        opened.manager = manager;
        this.events.open(manager);
        return work(manager);
      });
    } catch (error) {
      if (opened.manager) this.events.discard(opened.manager);
      throw error;
    }
    if (opened.manager) await this.events.committed(opened.manager);
    return result;
  }
}
