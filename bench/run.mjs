#!/usr/bin/env node
// `npm run bench`: builds (nx's cache makes this quick when nothing changed), runs every
// benchmark one after another on the machine's Postgres and Redis, and prints one table:
// each figure of the product beside its floor, the ratio, the target and whether it is met.
//
//   npm run bench                      every benchmark
//   npm run bench -- page-speed api-throughput   only these
//   npm run bench -- --write-docs      also writes the table into docs/performance.md
//   npm run bench -- --from-results    runs nothing: the table of the last results in bench/results
//
// Exits 0 whatever the figures (a benchmark is read, not asserted); 1 when a script fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describeTarget, readFigures } from './support/figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** In the order they run: the quick, static ones first. */
const BENCHMARKS = ['bundle-size', 'compression', 'page-speed', 'api-throughput', 'customers-search', 'fast-entry', 'month-scale', 'scheduling', 'availability', 'campaigns', 'sign-in-pressure'];

const args = process.argv.slice(2);
const writeDocs = args.includes('--write-docs');
const fromResults = args.includes('--from-results');
const chosen = args.filter((a) => !a.startsWith('--'));
const unknown = chosen.filter((name) => !BENCHMARKS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${BENCHMARKS.join(', ')}`);
  process.exit(2);
}
const toRun = chosen.length > 0 ? chosen : BENCHMARKS;

function run(command, commandArgs) {
  return spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_TUI: 'false' } }).status ?? 1;
}

if (!fromResults && process.env.BENCH_SKIP_BUILD !== '1' && run('npm', ['run', 'build']) !== 0) {
  console.error('bench: the build failed');
  process.exit(1);
}

const failed = [];
for (const name of fromResults ? [] : toRun) {
  console.log(`\n=== ${name} ===`);
  const resultFile = path.join(root, 'bench/results', `${name}.figures.json`);
  fs.rmSync(resultFile, { force: true });
  if (run(process.execPath, [path.join(root, 'bench', `${name}.mjs`)]) !== 0) failed.push(name);
}

const number = (value, unit) => {
  if (value === null || value === undefined) return '';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`.trim();
};

const rows = [];
for (const name of toRun) {
  for (const f of readFigures(name) ?? []) {
    rows.push([
      f.figure,
      number(f.product, f.unit),
      f.floor === null ? '' : `${number(f.floor, f.unit)}${f.floorLabel ? ` (${f.floorLabel})` : ''}`,
      f.ratio === null ? '' : `${f.ratio.toFixed(2)}x`,
      describeTarget(f.target, f.unit),
      f.met === null ? '' : f.met ? 'yes' : 'NO',
    ]);
  }
}
const header = ['figure', 'product', 'floor', 'ratio', 'target', 'met'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(line(row));
const notMet = rows.filter((r) => r[5] === 'NO').length;
console.log(`\n${rows.length} figures, ${notMet} target${notMet === 1 ? '' : 's'} not met${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);

async function machine() {
  const cpus = os.cpus();
  let postgres = 'unknown';
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  try {
    await client.connect();
    postgres = (await client.query('SHOW server_version')).rows[0].server_version;
  } catch {
    // The table is still worth writing; the version is only informative.
  } finally {
    await client.end().catch(() => {});
  }
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}, PostgreSQL ${postgres}`;
}

if (writeDocs) {
  const docs = path.join(root, 'docs/performance.md');
  const start = '<!-- bench:table:start -->';
  const end = '<!-- bench:table:end -->';
  const text = fs.readFileSync(docs, 'utf8');
  if (!text.includes(start) || !text.includes(end)) {
    console.error(`bench: ${path.relative(root, docs)} has no ${start} … ${end} markers`);
    process.exit(1);
  }
  const md = [
    `Run on ${new Date().toISOString().slice(0, 10)}: ${await machine()}.`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`),
  ].join('\n');
  fs.writeFileSync(docs, `${text.slice(0, text.indexOf(start) + start.length)}\n${md}\n${text.slice(text.indexOf(end))}`);
  console.log(`Wrote the table into ${path.relative(root, docs)}`);
}

process.exit(failed.length > 0 ? 1 : 0);
