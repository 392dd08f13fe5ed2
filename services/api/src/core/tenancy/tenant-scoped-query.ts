import pg from 'pg';

/**
 * Sets the tenant: the role `groombook_app` and `app.company_id`, both local to the current
 * transaction. It answers no row (the filter drops the one row whose columns made the settings).
 */
export const SET_TENANT_SQL = `SELECT FROM (SELECT set_config('role', 'groombook_app', true) AS role,
  set_config('app.company_id', $1, true) AS company OFFSET 0) tenant WHERE tenant.role IS NULL`;

/** The parts of pg's protocol connection this query writes to (not in pg's type definitions). */
interface ProtocolConnection {
  parse(config: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values: unknown[] }): void;
  execute(config: { portal?: string; rows?: number }): void;
}

/**
 * One statement run as a tenant in one round trip and without an explicit transaction: the
 * tenant statement (`SET_TENANT_SQL`) and the statement itself are written together, with a
 * single Sync after both. Postgres runs everything up to a Sync as one implicit transaction,
 * so the statement runs with the settings, and the Sync's commit (or rollback) ends them:
 * nothing is left on the connection for its next user.
 *
 * Its result is the statement's only: the tenant statement's completion is not reported.
 */
export class TenantScopedQuery extends pg.Query {
  private tenantDone = false;

  constructor(
    private readonly companyId: string,
    config: pg.QueryConfig,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    super({ ...config, queryMode: 'extended', callback } as pg.QueryConfig);
  }

  prepare(connection: ProtocolConnection): void {
    connection.parse({ text: SET_TENANT_SQL });
    connection.bind({ values: [this.companyId] });
    connection.execute({ rows: 0 });
    // pg's own prepare: the statement's Parse, Bind, Describe, Execute, then the Sync.
    (pg.Query.prototype as unknown as { prepare(c: ProtocolConnection): void }).prepare.call(this, connection);
  }

  handleCommandComplete(message: unknown, connection: unknown): void {
    if (!this.tenantDone) {
      this.tenantDone = true;
      return;
    }
    (pg.Query.prototype as unknown as { handleCommandComplete(m: unknown, c: unknown): void }).handleCommandComplete.call(this, message, connection);
  }
}
