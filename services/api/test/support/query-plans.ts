import pg from 'pg';
import type { EntityManager } from 'typeorm';

export interface SentQuery {
  sql: string;
  params: unknown[];
}

/** The manager, recording each statement a repository sends on its way to the real transaction. */
export function recordingQueries(manager: EntityManager, into: SentQuery[]): EntityManager {
  return new Proxy(manager, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (sql: string, params: unknown[] = []) => {
        into.push({ sql, params });
        return target.query(sql, params);
      };
    },
  });
}

/**
 * Runs `queries` as a request does (the request role `groombook_app`, the company set, in a
 * transaction) and returns the plan of every statement they ran, those inside functions too
 * (auto_explain, as text). Connects as the owner, which may load auto_explain. With
 * `genericPlan`, each runs as a prepared statement on its generic plan.
 */
export async function plansAsTenant(
  databaseUrl: string,
  companyId: string,
  queries: SentQuery[],
  options: { genericPlan?: boolean } = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  const plans: string[] = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  await client.connect();
  try {
    await client.query("LOAD 'auto_explain'");
    await client.query('SET auto_explain.log_min_duration = 0');
    await client.query('SET auto_explain.log_nested_statements = on');
    await client.query('SET client_min_messages = log');
    // The plan a prepared statement settles on after its first executions, planned without its values.
    if (options.genericPlan) await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query('BEGIN');
    await client.query("SELECT set_config('role', 'groombook_app', true), set_config('app.company_id', $1, true)", [companyId]);
    plans.length = 0;
    for (const [index, query] of queries.entries()) {
      await client.query(options.genericPlan ? { name: `plan_${index}`, text: query.sql, values: query.params } : { text: query.sql, values: query.params });
    }
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return plans;
}
