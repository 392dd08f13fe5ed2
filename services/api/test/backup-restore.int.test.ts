import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@groombook/testing';
import { startEmbeddedPostgres } from '../src/core/database/embedded-postgres';
import { printFigures } from './support/figures';
import { runBackupCommand } from './support/backup-commands';
import { signIn } from './support/identity';
import { fillSalon } from './support/salon-data';
import { tableDigests, type TableDigests } from './support/table-digests';
import { startTestApi } from './support/test-api';

/** Tables the salon's data fills: a restore that lost any of them shows here, not only as a count. */
const FILLED = ['companies', 'users', 'groomers', 'customers', 'appointments', 'customer_groups', 'customer_group_members', 'sms_consent_events', 'sms_messages'];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'groombook-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function expectSameRows(restored: TableDigests, original: TableDigests, mode: string): void {
  for (const table of FILLED) expect(original[table]?.rows, `${table} was filled`).toBeGreaterThan(0);
  expect(restored).toEqual(original);
  printFigures(`backup and restore (${mode})`, {
    tables: Object.keys(original).length,
    rows: Object.values(original).reduce((sum, table) => sum + table.rows, 0),
    'tables that differ after the restore': Object.keys(original).filter((t) => restored[t]?.digest !== original[t]?.digest).length,
  });
}

/** Opens an embedded data directory as the API does and reads its tables. */
async function embeddedDigests(dataDir: string): Promise<TableDigests> {
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    return await tableDigests(embedded.url);
  } finally {
    await embedded.stop();
  }
}

describe('npm run backup and npm run restore with Postgres (DATABASE_URL)', () => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('dumps a filled database to a file only its owner reads, restores it into a fresh database with every row, which the API then runs on', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    databases.push(source, target);
    const api = await startTestApi({ DATABASE_URL: source.url });
    try {
      await fillSalon(api);
    } finally {
      await api.close();
    }
    const original = await tableDigests(source.url);

    const file = path.join(scratch, 'salon.dump');
    const backup = await runBackupCommand('backup', ['--file', file], { DATABASE_URL: source.url });
    expect(backup.code, backup.output).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restore = await runBackupCommand('restore', ['--file', file, '--target', target.url], {});
    expect(restore.code, restore.output).toBe(0);
    expectSameRows(await tableDigests(target.url), original, 'Postgres');

    // Not over a database that has data, unless told.
    const again = await runBackupCommand('restore', ['--file', file], { DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');
    const replaced = await runBackupCommand('restore', ['--file', file, '--clean'], { DATABASE_URL: target.url });
    expect(replaced.code, replaced.output).toBe(0);
    expect(await tableDigests(target.url)).toEqual(original);

    const restoredApi = await startTestApi({ DATABASE_URL: target.url });
    try {
      expect((await signIn(restoredApi.url, 'admin@groombook.local', 'groombook-demo')).access_token).toBeTruthy();
    } finally {
      await restoredApi.close();
    }
  }, 120_000);
});

describe('npm run backup and npm run restore with the embedded database (no DATABASE_URL)', () => {
  // PGlite opens its directory three times here (the API, the comparison, the restored API): slower than a server.
  it('refuses while GroomBook runs, copies the stopped data directory, and restores it into a new one with every row', async () => {
    const dataDir = path.join(scratch, 'pglite');
    const file = path.join(scratch, 'salon.tar.gz');
    const api = await startTestApi({ EMBEDDED_DATA_DIR: dataDir });
    try {
      await fillSalon(api);
      const whileRunning = await runBackupCommand('backup', ['--file', file], { EMBEDDED_DATA_DIR: dataDir });
      expect(whileRunning.code).toBe(1);
      expect(whileRunning.output).toContain('stop it, then back up');
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await api.close();
    }
    const original = await embeddedDigests(dataDir);

    const backup = await runBackupCommand('backup', ['--file', file], { EMBEDDED_DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(scratch, 'restored');
    const restore = await runBackupCommand('restore', ['--file', file], { EMBEDDED_DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    expectSameRows(await embeddedDigests(restoredDir), original, 'embedded');

    const again = await runBackupCommand('restore', ['--file', file, '--target', restoredDir], {});
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds a database');

    const restoredApi = await startTestApi({ EMBEDDED_DATA_DIR: restoredDir });
    try {
      expect((await signIn(restoredApi.url, 'admin@groombook.local', 'groombook-demo')).access_token).toBeTruthy();
    } finally {
      await restoredApi.close();
    }
  }, 180_000);
});
