import pg from 'pg';

/** Each table's row count and a digest of its rows (every column, in a fixed order). */
export type TableDigests = Record<string, { rows: number; digest: string }>;

/**
 * Reads every table of the public schema, as the database's owner (row-level security does
 * not hide rows from it), so two databases can be compared row for row.
 */
export async function tableDigests(databaseUrl: string): Promise<TableDigests> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
    const digests: TableDigests = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM public."${name}" t`,
      );
      digests[name] = rows[0] ?? { rows: 0, digest: '' };
    }
    return digests;
  } finally {
    await client.end();
  }
}
