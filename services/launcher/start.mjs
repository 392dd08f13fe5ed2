#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the whole product from one command on a machine that has only Node.
 *  1. installs the dependencies when they are missing or older than the lockfile;
 *  2. builds the shell, the four remotes and the API (Nx skips what is up to date);
 *  3. runs the API, which serves the frontends from the same origin, runs migrations,
 *     and uses embedded Postgres unless DATABASE_URL is set; with DATABASE_URL and
 *     REDIS_URL it also runs the BullMQ worker as its own process, restarted when it dies
 *     (supervisor.mjs), while the API ending stops everything.
 * Flags: --no-install, --no-build.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from './node-flags.mjs';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Set(process.argv.slice(2));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} message */
function say(message) {
  console.log(`[groombook] ${message}`);
}

/** @param {string} command @param {string[]} commandArgs */
function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    say(`"${command} ${commandArgs.join(' ')}" failed`);
    process.exit(result.status ?? 1);
  }
}

function checkNode() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    say(`Node ${process.versions.node} is too old: GroomBook needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

function installIfNeeded() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(installed) || fs.statSync(lock).mtimeMs > fs.statSync(installed).mtimeMs;
  if (!stale) return;
  say('Installing dependencies (npm ci)...');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

function build() {
  say('Building the shell, the remotes and the API...');
  const nxDir = path.join(root, 'node_modules', 'nx');
  const nxBin = JSON.parse(fs.readFileSync(path.join(nxDir, 'package.json'), 'utf8')).bin.nx;
  run(process.execPath, [path.join(nxDir, nxBin), 'run-many', '-t', 'build', '--outputStyle=static']);
}

/** @param {string} entry @param {NodeJS.ProcessEnv} env */
function startProcess(entry, env) {
  return spawn(process.execPath, [...API_NODE_FLAGS, path.join(root, entry)], { cwd: root, env, stdio: 'inherit' });
}

checkNode();
if (!args.has('--no-install')) installIfNeeded();
if (!args.has('--no-build')) build();

const env = { ...process.env };
if (env.REDIS_URL && !env.DATABASE_URL) {
  say('REDIS_URL is set without DATABASE_URL: the worker needs a shared Postgres, so jobs run inside the API.');
  delete env.REDIS_URL;
}
const withWorker = Boolean(env.DATABASE_URL && env.REDIS_URL);
const supervisor = supervise(
  [
    { name: 'API', start: () => startProcess('services/api/dist/main.js', env), restart: false },
    ...(withWorker ? [{ name: 'Worker', start: () => startProcess('services/api/dist/worker.js', env), restart: true }] : []),
  ],
  { say, exit: (code) => process.exit(code) },
);

// Passed on to the children, which finish what they are doing (at most 10 s) before the launcher exits.
process.on('SIGINT', () => void supervisor.stop(0));
process.on('SIGTERM', () => void supervisor.stop(0));
