#!/usr/bin/env node
// @ts-check
/**
 * `npm run restore -- --file <backup>`: puts a backup of `npm run backup` back.
 *  - A pg_dump file goes into the database of --target or DATABASE_URL with pg_restore, in one
 *    transaction: all of it or nothing.
 *  - A tar.gz of the embedded database becomes the embedded data directory (--target or
 *    EMBEDDED_DATA_DIR or .data/pglite), with GroomBook stopped.
 * Either refuses to replace data unless told with --clean: the database's objects are dropped
 * first, or the directory already there is kept aside as `<dir>.replaced-<time>`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedDataDir, fail, parseOptions, postgresTarget, printable, RUNNING_MARKER, say } from './backup-common.mjs';
import { postgresTool } from './postgres-tools.mjs';

const options = parseOptions(process.argv.slice(2), ['file', 'target', 'clean']);
if (typeof options.file !== 'string') fail('Name the backup to restore: npm run restore -- --file backups/groombook-….dump');
const file = path.resolve(options.file);
if (!fs.existsSync(file)) fail(`${file} does not exist`);
const clean = options.clean === true;
const target = typeof options.target === 'string' ? options.target : undefined;

const head = Buffer.alloc(5);
const fd = fs.openSync(file, 'r');
fs.readSync(fd, head, 0, 5, 0);
fs.closeSync(fd);
const kind = head.toString('latin1') === 'PGDMP' ? 'postgres' : head[0] === 0x1f && head[1] === 0x8b ? 'embedded' : null;
if (!kind) fail(`${file} is not a GroomBook backup (neither a pg_dump custom file nor a tar.gz)`);

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  return result.status === 0;
}

/** Tables, views and sequences outside Postgres's own schemas: anything there is data a restore would mix with. */
const USER_OBJECTS_SQL = `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`;

/**
 * The role the API switches to for tenant queries is the cluster's, not the database's, so a
 * dump does not carry it: a new server needs it before the grants to it are restored.
 */
const APP_ROLE_SQL = `DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'groombook_app') THEN CREATE ROLE groombook_app NOLOGIN; END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN EXECUTE format('GRANT groombook_app TO %I', current_user); END IF;
END $$`;

async function restorePostgres() {
  const url = target ?? process.env.DATABASE_URL;
  if (!url) fail('Name the database to restore into: --target postgres://… or DATABASE_URL');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query(USER_OBJECTS_SQL);
    if (rows[0].n > 0 && !clean) {
      fail(`${printable(url)} is not empty (${rows[0].n} tables and sequences): restore into a new database, or add --clean to replace what is there`);
    }
    await client.query(APP_ROLE_SQL);
  } finally {
    await client.end().catch(() => undefined);
  }
  say(`Restoring ${file} into ${printable(url)} with pg_restore...`);
  const { dbname, env } = postgresTarget(url);
  const args = ['--no-owner', '--no-password', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`];
  if (clean) args.push('--clean', '--if-exists');
  if (!run(postgresTool('pg_restore'), [...args, file], env)) fail('pg_restore failed; the database was left as it was');
}

function restoreEmbedded() {
  const dataDir = target ? path.resolve(target) : embeddedDataDir();
  if (fs.existsSync(path.join(dataDir, RUNNING_MARKER))) fail(`GroomBook is using ${dataDir} (${RUNNING_MARKER} is there): stop it first`);
  const stamp = new Date().toISOString().replace(/\..*$/, '').replaceAll(':', '-');
  const occupied = fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;
  if (occupied && !clean) fail(`${dataDir} already holds a database: restore into another directory (--target), or add --clean to keep it aside and replace it`);

  // Unpacked beside the target first, so an archive that fails half way leaves nothing half restored.
  const unpacking = `${dataDir}.restoring-${stamp}`;
  fs.mkdirSync(unpacking, { recursive: true, mode: 0o700 });
  if (!run('tar', ['-xzf', file, '-C', unpacking]) || !fs.existsSync(path.join(unpacking, 'PG_VERSION'))) {
    fs.rmSync(unpacking, { recursive: true, force: true });
    fail(`${file} could not be unpacked into a database directory; nothing was changed`);
  }
  if (fs.existsSync(dataDir)) {
    const aside = `${dataDir}.replaced-${stamp}`;
    fs.renameSync(dataDir, aside);
    if (occupied) say(`The database that was in ${dataDir} is kept in ${aside}`);
    else fs.rmSync(aside, { recursive: true, force: true });
  }
  fs.renameSync(unpacking, dataDir);
}

if (kind === 'postgres') await restorePostgres();
else restoreEmbedded();
say(`Restored ${file}. Start GroomBook on it as usual.`);
