// @ts-check
/**
 * What `npm run backup` and `npm run restore` share: where the data is (DATABASE_URL, or the
 * embedded data directory the API uses by default), their options, and how they speak.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A backup holds every customer's name, phone number and notes: only its owner may read it. */
export const BACKUP_FILE_MODE = 0o600;

/** PGlite writes it while a process has the data directory open and removes it when it closes. */
export const RUNNING_MARKER = 'postmaster.pid';

/** @param {string} message */
export function say(message) {
  console.log(`[groombook] ${message}`);
}

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(`[groombook] ${message}`);
  process.exit(1);
}

/**
 * `--name value` and `--name=value` options, and `--flag` switches.
 * @param {string[]} argv @param {string[]} known
 * @returns {Record<string, string | true>}
 */
export function parseOptions(argv, known) {
  /** @type {Record<string, string | true>} */
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match || !known.includes(match[1] ?? '')) fail(`Unknown option ${arg} (known: ${known.map((k) => `--${k}`).join(', ')})`);
    const name = match[1] ?? '';
    if (match[2] !== undefined) options[name] = match[2];
    else if (argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--')) options[name] = argv[++i] ?? '';
    else options[name] = true;
  }
  return options;
}

/** The embedded database's directory, as the API's configuration finds it. */
export function embeddedDataDir() {
  const configured = process.env.EMBEDDED_DATA_DIR;
  return configured ? path.resolve(configured) : path.join(root, '.data', 'pglite');
}

/** A file name under backups/ that sorts by time: backups/groombook-2031-03-01T09-30-00.dump */
/** @param {string} extension */
export function defaultBackupFile(extension) {
  const stamp = new Date().toISOString().replace(/\..*$/, '').replaceAll(':', '-');
  return path.join(root, 'backups', `groombook-${stamp}.${extension}`);
}

/** @param {string} file */
export function prepareBackupFile(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (fs.existsSync(file)) fail(`${file} already exists; name another with --file`);
}

/**
 * pg_dump and pg_restore take the URL without its password, which goes in PGPASSWORD: a
 * command line is visible to every user of the machine (ps), the environment is not.
 * @param {string} url
 * @returns {{ dbname: string, env: NodeJS.ProcessEnv }}
 */
export function postgresTarget(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** The URL without its password, to print. @param {string} url */
export function printable(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
