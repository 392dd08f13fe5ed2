import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * SQL has one home per table group: its `*.repository.ts`. Services keep the rules and
 * controllers keep HTTP, so a query anywhere else is a query nobody owns. Only the
 * database plumbing (migrations, the migration runner, the typed-row helpers) and
 * TenantDb (which sets the role and company of each transaction) talk to the database
 * directly besides the repositories.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Paths relative to src, with forward slashes. */
function mayQueryDirectly(relativePath: string): boolean {
  return (
    relativePath.endsWith('.repository.ts') ||
    relativePath.startsWith('core/database/') ||
    relativePath === 'core/tenancy/tenant-db.ts'
  );
}

/**
 * A call that reaches the database: `.query(` (also `?.query(`, `.query<Row>(`, `['query'](`),
 * `createQueryBuilder(` and `.getRepository(`. `request.query.x` is a property, not a call,
 * and is not matched.
 */
const DATABASE_CALL =
  /(?:\.\s*query\s*(?:<[^>]*>)?\s*\(|\[\s*['"`]query['"`]\s*\]\s*\(|\bcreateQueryBuilder\s*(?:<[^>]*>)?\s*\(|\.\s*getRepository\s*(?:<[^>]*>)?\s*\()/;

/** A line that is only a comment (a doc comment may well mention `.query(`). */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

/** The 1-based numbers of the lines of `source` that call the database. */
function databaseCallLines(source: string): number[] {
  return source
    .split('\n')
    .flatMap((line, index) => (!COMMENT_LINE.test(line) && DATABASE_CALL.test(line) ? [index + 1] : []));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('where SQL may live', () => {
  it('finds database calls in every form a file may write them', () => {
    const calls = [
      "await manager.query('SELECT 1');",
      'const rows = await this.dataSource.query(sql, params);',
      'm.query<{ id: string }>(sql)',
      'await dataSource?.query(sql)',
      '    .query(',
      "manager['query']('SELECT 1')",
      'dataSource.createQueryBuilder().select()',
      'manager.getRepository(User).find()',
      'return this.db.platform((m) => m.query(`DELETE FROM users`));',
    ];
    for (const call of calls) expect(databaseCallLines(call), call).toEqual([1]);
    expect(databaseCallLines("const a = 1;\nawait m.query('SELECT 1');\nconst b = 2;")).toEqual([2]);
  });

  it('leaves alone what only looks like a query', () => {
    const harmless = [
      "const state = request.query.state;",
      'const search = useQuery({ queryKey });',
      '@Query(new ZodValidationPipe(schema)) query: Query',
      'const query = new URLSearchParams();',
      '// manager.query( is for repositories',
      ' * calls `.query(` on the manager',
      'buildQuery(params)',
    ];
    for (const line of harmless) expect(databaseCallLines(line), line).toEqual([]);
  });

  it('lets repositories, the database plumbing and TenantDb query, and nothing else', () => {
    expect(mayQueryDirectly('modules/identity/users.repository.ts')).toBe(true);
    expect(mayQueryDirectly('core/mail/email-outbox.repository.ts')).toBe(true);
    expect(mayQueryDirectly('core/database/migrations/1763769600000-create-companies.ts')).toBe(true);
    expect(mayQueryDirectly('core/database/rows.ts')).toBe(true);
    expect(mayQueryDirectly('core/tenancy/tenant-db.ts')).toBe(true);
    expect(mayQueryDirectly('modules/identity/users.service.ts')).toBe(false);
    expect(mayQueryDirectly('modules/health/health.controller.ts')).toBe(false);
    expect(mayQueryDirectly('core/tenancy/require-company.ts')).toBe(false);
    expect(mayQueryDirectly('modules/users/repository.ts')).toBe(false);
  });

  it('keeps every query of services/api/src in a repository', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const misplaced = files.flatMap((file) => {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      if (mayQueryDirectly(relative)) return [];
      return databaseCallLines(fs.readFileSync(file, 'utf8')).map((line) => `src/${relative}:${line}`);
    });
    expect(misplaced, `SQL outside a *.repository.ts:\n${misplaced.join('\n')}`).toEqual([]);
  });
});
