import { createHash } from 'node:crypto';
import pg from 'pg';
import { KEPT_PLAN_HINT } from '../database/sql';

function makeTenantStatement(readOnly: boolean, keptPlan: boolean): { name: string; text: string } {
  const settings = [
    "set_config('role', 'groombook_app', true) AS role",
    "set_config('app.company_id', $1, true) AS company",
    ...(readOnly ? ["set_config('transaction_read_only', 'on', true) AS read_only"] : []),
    ...(keptPlan ? ["set_config('plan_cache_mode', 'force_generic_plan', true) AS plan"] : []),
  ];
  return {
    name: `gb_set_tenant${readOnly ? '_read_only' : ''}${keptPlan ? '_kept_plan' : ''}`,
    text: `SELECT FROM (SELECT ${settings.join(', ')} OFFSET 0) tenant WHERE tenant.role IS NULL`,
  };
}

const TENANT_STATEMENTS = {
  plain: makeTenantStatement(false, false),
  keptPlan: makeTenantStatement(false, true),
  readOnly: makeTenantStatement(true, false),
  readOnlyKeptPlan: makeTenantStatement(true, true),
};

/**
 * The statement that sets the tenant: the role `groombook_app` and `app.company_id`, both local
 * to the current transaction. It answers no row (the filter drops the one row whose columns made
 * the settings). With `readOnly` the transaction is also made read-only, so Postgres refuses a
 * write in it (a read request's, see read-only-requests.ts); with `keptPlan` the statement after
 * it runs on its generic plan (`onKeptPlan`). Each variant is prepared on a connection by its name.
 */
function tenantStatement(readOnly: boolean, keptPlan: boolean): { name: string; text: string } {
  if (readOnly) return keptPlan ? TENANT_STATEMENTS.readOnlyKeptPlan : TENANT_STATEMENTS.readOnly;
  return keptPlan ? TENANT_STATEMENTS.keptPlan : TENANT_STATEMENTS.plain;
}

/** The parts of pg's protocol connection this query writes to (not in pg's type definitions). */
interface ProtocolConnection {
  parse(config: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values: unknown[] }): void;
  execute(config: { portal?: string; rows?: number }): void;
  close(config: { type: 'S'; name: string }): void;
}

/**
 * Statements are prepared once per connection, by a name made from their text: a tenant read
 * under row-level security costs Postgres several times more to parse and plan than to run.
 * A repository's SQL is a constant, so there are few; past this many distinct texts, the
 * others run unnamed (parsed each time), so a text built at run time cannot grow this without end.
 */
const MOST_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MOST_NAMED_STATEMENTS) {
    name = `gb_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * What each connection is known to hold. `prepared`: statements its server has, seen answered.
 * `doubtful`: statements sent with a query that failed, which the server may or may not have
 * kept; they are closed (a no-op when absent) and parsed again.
 */
interface Prepared {
  prepared: Set<string>;
  doubtful: Set<string>;
}
const preparedOn = new WeakMap<ProtocolConnection, Prepared>();

/**
 * One statement run as a tenant in one round trip and without an explicit transaction: the
 * tenant statement (`tenantStatement`) and the statement itself are written together, with a
 * single Sync after both. Postgres runs everything up to a Sync as one implicit transaction,
 * so the statement runs with the settings, and the Sync's commit (or rollback) ends them:
 * nothing is left on the connection for its next user. Both are prepared statements of the
 * connection (named, parsed on its first use), whose plans Postgres may keep.
 *
 * Its result is the statement's only: the tenant statement's completion is not reported.
 */
export class TenantScopedQuery extends pg.Query {
  private tenantDone = false;
  private connection: ProtocolConnection | null = null;

  private readonly tenant: { name: string; text: string };

  /** With `readOnly`, the implicit transaction is read-only too (a read request's, see read-only-requests.ts). */
  constructor(
    private readonly companyId: string,
    config: pg.QueryConfig,
    callback: (error: Error | null, result: pg.QueryResult) => void,
    readOnly = false,
  ) {
    super({ ...config, name: statementName(config.text), queryMode: 'extended', callback } as pg.QueryConfig);
    this.tenant = tenantStatement(readOnly, config.text.startsWith(KEPT_PLAN_HINT));
  }

  prepare(connection: ProtocolConnection): void {
    this.connection = connection;
    this.parseOnce(connection, this.tenant.name, this.tenant.text);
    connection.bind({ statement: this.tenant.name, values: [this.companyId] });
    connection.execute({ rows: 0 });
    const { name } = this as unknown as { name?: string };
    if (name) this.parseOnce(connection, name, (this as unknown as { text: string }).text);
    // pg's own prepare: the statement's Parse (skipped, see hasBeenParsed), Bind, Describe, Execute, then the Sync.
    (pg.Query.prototype as unknown as { prepare(c: ProtocolConnection): void }).prepare.call(this, connection);
  }

  /** Parsing is this query's own business (parseOnce), for a named statement; pg parses an unnamed one. */
  hasBeenParsed(): boolean {
    return Boolean((this as unknown as { name?: string }).name);
  }

  handleReadyForQuery(connection: unknown): void {
    this.settle(true);
    (pg.Query.prototype as unknown as { handleReadyForQuery(c: unknown): void }).handleReadyForQuery.call(this, connection);
  }

  handleError(error: Error, connection: unknown): void {
    this.settle(false);
    (pg.Query.prototype as unknown as { handleError(e: Error, c: unknown): void }).handleError.call(this, error, connection);
  }

  handleCommandComplete(message: unknown, connection: unknown): void {
    if (!this.tenantDone) {
      this.tenantDone = true;
      return;
    }
    (pg.Query.prototype as unknown as { handleCommandComplete(m: unknown, c: unknown): void }).handleCommandComplete.call(this, message, connection);
  }

  private parseOnce(connection: ProtocolConnection, name: string, text: string): void {
    let known = preparedOn.get(connection);
    if (!known) preparedOn.set(connection, (known = { prepared: new Set(), doubtful: new Set() }));
    if (known.prepared.has(name)) return;
    if (known.doubtful.has(name)) connection.close({ type: 'S', name });
    connection.parse({ text, name });
  }

  /** Once answered: the statements are there when the query succeeded, in doubt when it failed (pg itself may have closed one). */
  private settle(succeeded: boolean): void {
    const known = this.connection && preparedOn.get(this.connection);
    if (!known) return;
    const { name } = this as unknown as { name?: string };
    for (const statement of name ? [this.tenant.name, name] : [this.tenant.name]) {
      (succeeded ? known.prepared : known.doubtful).add(statement);
      (succeeded ? known.doubtful : known.prepared).delete(statement);
    }
  }
}
