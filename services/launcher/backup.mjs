#!/usr/bin/env node
// @ts-check
/**
 * `npm run backup`: a copy of everything GroomBook stores, in one file (mode 0600).
 *  - With DATABASE_URL: pg_dump's custom format (`backups/groombook-<time>.dump`).
 *  - Without (the embedded default): the embedded data directory as a tar.gz
 *    (`backups/groombook-<time>.tar.gz`). Only while GroomBook is stopped: the files of a
 *    database in use are not a consistent copy, so it refuses while the directory is open.
 * Options: --file <path> (where to write it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  BACKUP_FILE_MODE,
  defaultBackupFile,
  embeddedDataDir,
  fail,
  parseOptions,
  postgresTarget,
  prepareBackupFile,
  printable,
  RUNNING_MARKER,
  say,
} from './backup-common.mjs';
import { postgresTool } from './postgres-tools.mjs';

const options = parseOptions(process.argv.slice(2), ['file']);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = embeddedDataDir();
const running = () => fs.existsSync(path.join(dataDir, RUNNING_MARKER));
if (!databaseUrl) {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`No embedded database in ${dataDir} (set EMBEDDED_DATA_DIR, or DATABASE_URL for Postgres)`);
  if (running()) {
    fail(
      `GroomBook is using ${dataDir} (${RUNNING_MARKER} is there): stop it, then back up. ` +
        'If it is not running (it ended abruptly), start and stop it once so the database closes cleanly.',
    );
  }
}

const requested = typeof options.file === 'string' ? path.resolve(options.file) : null;
const file = requested ?? defaultBackupFile(databaseUrl ? 'dump' : 'tar.gz');
prepareBackupFile(file);
// Created empty with its final mode first, so the data is never readable by others, even for a moment.
fs.closeSync(fs.openSync(file, 'wx', BACKUP_FILE_MODE));

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    fs.rmSync(file, { force: true });
    fail(`${path.basename(command)} failed${result.error ? `: ${result.error.message}` : ''}; no backup was written`);
  }
}

if (databaseUrl) {
  const { dbname, env } = postgresTarget(databaseUrl);
  say(`Backing up ${printable(databaseUrl)} with pg_dump...`);
  run(postgresTool('pg_dump'), ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${dbname}`], env);
} else {
  say(`Backing up the embedded database in ${dataDir}...`);
  run('tar', ['-czf', file, '-C', dataDir, '.']);
  if (running()) {
    fs.rmSync(file, { force: true });
    fail('GroomBook started while the copy was made, so it may not be consistent; it was deleted. Stop GroomBook and run the backup again.');
  }
}

fs.chmodSync(file, BACKUP_FILE_MODE);
say(`Backup written to ${file} (${fs.statSync(file).size} bytes, readable by this user only)`);
