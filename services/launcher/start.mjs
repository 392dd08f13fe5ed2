#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: the whole product from one command on a machine that has only Node.
 *  1. installs the dependencies when they are missing or older than the lockfile;
 *  2. builds the shell, the four remotes and the API (Nx skips what is up to date);
 *  3. runs the API, which serves the frontends from the same origin, runs migrations,
 *     and uses embedded Postgres unless DATABASE_URL is set; with DATABASE_URL and
 *     REDIS_URL it also runs the BullMQ worker as its own process.
 * Flags: --no-install, --no-build.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from './node-flags.mjs';

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

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/** @param {string} name @param {string} entry @param {NodeJS.ProcessEnv} env */
function startProcess(name, entry, env) {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, path.join(root, entry)], { cwd: root, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    say(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stopAll(code ?? 1);
  });
  return child;
}

/** @param {number} code */
function stopAll(code) {
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
}

checkNode();
if (!args.has('--no-install')) installIfNeeded();
if (!args.has('--no-build')) build();

const env = { ...process.env };
if (env.REDIS_URL && !env.DATABASE_URL) {
  say('REDIS_URL is set without DATABASE_URL: the worker needs a shared Postgres, so jobs run inside the API.');
  delete env.REDIS_URL;
}
startProcess('API', 'services/api/dist/main.js', env);
if (env.DATABASE_URL && env.REDIS_URL) startProcess('Worker', 'services/api/dist/worker.js', env);

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
