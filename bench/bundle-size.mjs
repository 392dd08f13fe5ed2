#!/usr/bin/env node
// Bundle-size benchmark: how much JavaScript the shell ships at start, how much each remote
// adds on top of the federation runtime, whether React ended up in more than one chunk, and
// what the customers' standalone opt-in page loads beside its budget.
//
// It builds nothing: run `npm run build` first, then `node bench/bundle-size.mjs`.
// Sizes are gzip (node:zlib, level 9) of the files as emitted; 1 KB = 1024 bytes.
// The figures are also written to bench/results/bundle-size.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['scheduling', 'customers', 'marketing', 'admin'];
const KB = 1024;
/** The Module Federation runtime costs about this much gzip in every entry (host or remote). */
const FEDERATION_FLOOR_KB = 34;
const GZIP_LEVEL = 9;
/**
 * A string literal of react/cjs/react.production.js (and react.development.js) that survives
 * minification and that no react-dom build contains: it marks a copy of React's core.
 */
const REACT_MARKER = 'React.Children.only expected to receive a single React element child.';

/** The most JavaScript (gzip) the customers' opt-in page may load (its unit test enforces it). */
const OPT_IN_JS_BUDGET_KB = 60;

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const distOf = (project) => path.join(root, project, 'dist');
const optInDist = distOf('mfe-marketing/opt-in');

// ---------------------------------------------------------------------------------------------
// 1. The five dist folders (and the opt-in bundle's) must exist.

const required = [path.join(distOf('shell'), 'index.html'), path.join(optInDist, 'sms-opt-in.html')];
for (const remote of REMOTES) {
  required.push(path.join(distOf(`mfe-${remote}`), 'remoteEntry.js'));
  required.push(path.join(distOf(`mfe-${remote}`), 'mf-manifest.json'));
}
const missing = required.filter((file) => !fs.existsSync(file));
if (missing.length > 0) {
  console.error('bundle-size: build output is missing:');
  for (const file of missing) console.error(`  - ${rel(file)}`);
  console.error('Run `npm run build` first (it builds the shell, the four remotes and the opt-in pages), then run this again.');
  process.exit(1);
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`bundle-size: cannot read ${rel(file)} (${error.message}).`);
    console.error('Run `npm run build` again, then run this again.');
    process.exit(1);
  }
}

/** @param {string} file */
function measure(file) {
  const content = fs.readFileSync(file);
  return { bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: GZIP_LEVEL }).length };
}

/**
 * Files in order of first appearance, each with every role it was listed under.
 * @returns {{ add: (file: string, role: string) => void, list: () => Array<{ file: string, roles: string[] }> }}
 */
function fileList() {
  const byFile = new Map();
  return {
    add(file, role) {
      const roles = byFile.get(file) ?? [];
      if (!roles.includes(role)) roles.push(role);
      byFile.set(file, roles);
    },
    list: () => [...byFile].map(([file, roles]) => ({ file, roles })),
  };
}

/** @param {Array<{ file: string, roles: string[] }>} entries */
function measureAll(entries) {
  const files = entries.map(({ file, roles }) => ({ file: rel(file), role: roles.join(', '), ...measure(file) }));
  return {
    files,
    totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
    totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/** Resolves a script URL from index.html to a file in dist (publicPath '/' or relative). */
function scriptFile(dist, src) {
  const pathname = decodeURIComponent(new URL(src, 'http://dist.invalid/').pathname);
  const candidate = path.join(dist, pathname.replace(/^\/+/, ''));
  if (fs.existsSync(candidate)) return candidate;
  const byName = path.join(dist, path.basename(pathname));
  return fs.existsSync(byName) ? byName : undefined;
}

// ---------------------------------------------------------------------------------------------
// 2. The shell's initial JavaScript.

const shellDist = distOf('shell');
const shellFiles = fileList();
const notes = [];

const html = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
for (const match of html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)["']?[^>]*>/gi)) {
  const src = match[1];
  if (/^(https?:)?\/\//i.test(src)) {
    notes.push(`index.html loads ${src} from another origin: not measured`);
    continue;
  }
  const file = scriptFile(shellDist, src);
  if (file) shellFiles.add(file, 'index.html script');
  else notes.push(`index.html references ${src}, which is not in shell/dist`);
}

// The shell provides every shared singleton and its bootstrap consumes them before it runs,
// so their chunks (listed in the stats) load at start. The bootstrap chunk itself is not in
// the stats; the source maps tell which chunk holds src/bootstrap.
//
// The stats of a shared module list both the chunk its provider loads and the chunk of its
// consume fallback; a fallback is fetched only when no provider exists, which never happens
// in the shell (it provides them all). The entry script's federation data tells them apart:
// `factory:()=>...e(ID)...` (provider) and `fallback:()=>...e(ID)...` (fallback).
const providerChunks = new Set();
const fallbackChunks = new Set();
for (const { file } of shellFiles.list()) {
  const code = fs.readFileSync(file, 'utf8');
  for (const [key, target] of [['factory', providerChunks], ['fallback', fallbackChunks]]) {
    for (const match of code.matchAll(new RegExp(`\\b${key}:\\(\\)=>((?:(?!factory:|fallback:)[^{}])*?)\\.then\\(`, 'g'))) {
      for (const id of match[1].matchAll(/\.e\((["']?)([^)"']+)\1\)/g)) target.add(id[2]);
    }
  }
}
/** The chunk id of an emitted file named `[id].[hash].js` (or `[id].js`). */
const chunkIdOf = (file) => path.basename(file).replace(/(\.[0-9a-f]{8,})?\.js$/, '');
const isFallbackOnly = (file) => fallbackChunks.has(chunkIdOf(file)) && !providerChunks.has(chunkIdOf(file));

const skippedFallbacks = fileList();
let shellStatsSource = 'index.html only';
const statsFile = ['mf-stats.json', 'mf-manifest.json'].map((name) => path.join(shellDist, name)).find((f) => fs.existsSync(f));
if (statsFile) {
  shellStatsSource = `index.html + ${path.basename(statsFile)}`;
  const stats = readJson(statsFile);
  for (const shared of stats.shared ?? []) {
    for (const asset of shared.assets?.js?.sync ?? []) {
      const file = path.join(shellDist, asset);
      if (!fs.existsSync(file)) continue;
      if (isFallbackOnly(file)) skippedFallbacks.add(file, `shared ${shared.name}`);
      else shellFiles.add(file, `shared ${shared.name}`);
    }
  }
  for (const exposed of stats.exposes ?? []) {
    for (const asset of exposed.assets?.js?.sync ?? []) {
      const file = path.join(shellDist, asset);
      if (fs.existsSync(file)) shellFiles.add(file, `exposed ${exposed.name}`);
    }
  }
  for (const map of fs.readdirSync(shellDist).filter((name) => name.endsWith('.js.map'))) {
    const chunk = path.join(shellDist, map.slice(0, -'.map'.length));
    if (!fs.existsSync(chunk)) continue;
    let sources = [];
    try {
      sources = JSON.parse(fs.readFileSync(path.join(shellDist, map), 'utf8')).sources ?? [];
    } catch {
      continue;
    }
    if (sources.some((source) => /(^|\/)src\/bootstrap\.[cm]?[jt]sx?$/.test(source))) {
      shellFiles.add(chunk, 'bootstrap (from source map)');
      shellStatsSource += ' + source maps';
    }
  }
}
const shell = {
  source: shellStatsSource,
  ...measureAll(shellFiles.list()),
  notLoadedFallbacks: measureAll(skippedFallbacks.list()).files,
};

// ---------------------------------------------------------------------------------------------
// 3. Each remote's own JavaScript: remoteEntry.js and its exposed modules' chunks.

const floorBytes = FEDERATION_FLOOR_KB * KB;
const remotes = {};
for (const remote of REMOTES) {
  const dist = distOf(`mfe-${remote}`);
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const files = fileList();
  files.add(path.join(dist, manifest.metaData?.remoteEntry?.name || 'remoteEntry.js'), 'remoteEntry');
  for (const exposed of manifest.exposes ?? []) {
    for (const kind of ['sync', 'async']) {
      for (const asset of exposed.assets?.js?.[kind] ?? []) {
        const file = path.join(dist, asset);
        if (fs.existsSync(file)) files.add(file, `exposed ${exposed.name} (${kind})`);
        else notes.push(`mfe-${remote}/dist/mf-manifest.json lists ${asset}, which is missing`);
      }
    }
  }
  const measured = measureAll(files.list());
  remotes[remote] = { ...measured, floorRatio: Number((measured.totalGzipBytes / floorBytes).toFixed(2)) };
}

// ---------------------------------------------------------------------------------------------
// 4. The customers' opt-in page: every script and style sheet sms-opt-in.html loads. It is a
//    document of its own (no federation, no shell), so that is all it costs a phone.

const optInFiles = fileList();
const optInHtml = fs.readFileSync(path.join(optInDist, 'sms-opt-in.html'), 'utf8');
for (const match of optInHtml.matchAll(/<(script|link)\b[^>]*\b(?:src|href)\s*=\s*["']?([^"'\s>]+)["']?[^>]*>/gi)) {
  const [, tag, src] = match;
  if (tag.toLowerCase() === 'link' && !/rel=["']?stylesheet/i.test(match[0])) continue;
  const file = scriptFile(optInDist, src);
  if (file) optInFiles.add(file, tag.toLowerCase() === 'script' ? 'script' : 'style sheet');
  else notes.push(`mfe-marketing/opt-in/dist/sms-opt-in.html references ${src}, which is not in its dist`);
}
const optInMeasured = measureAll(optInFiles.list());
const gzipOf = (kind) => optInMeasured.files.filter((f) => f.file.endsWith(kind)).reduce((sum, f) => sum + f.gzipBytes, 0);
const optIn = {
  ...optInMeasured,
  jsGzipBytes: gzipOf('.js'),
  cssGzipBytes: gzipOf('.css'),
  jsBudgetBytes: OPT_IN_JS_BUDGET_KB * KB,
};
optIn.withinBudget = optIn.jsGzipBytes <= optIn.jsBudgetBytes;

// ---------------------------------------------------------------------------------------------
// 5. React's core must be in exactly one chunk (the shell's shared react).

const reactSource = path.join(root, 'node_modules', 'react', 'cjs', 'react.production.js');
if (!fs.existsSync(reactSource) || !fs.readFileSync(reactSource, 'utf8').includes(REACT_MARKER)) {
  notes.push(`the React marker is not in ${rel(reactSource)} any more: pick a new one (React upgraded?)`);
}
const reactChunks = [];
for (const project of ['shell', ...REMOTES.map((remote) => `mfe-${remote}`), 'mfe-marketing/opt-in']) {
  const dist = distOf(project);
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.[cm]?js$/.test(entry.name) && fs.readFileSync(full, 'utf8').includes(REACT_MARKER)) {
        reactChunks.push(rel(full));
      }
    }
  };
  walk(dist);
}
const react = { marker: REACT_MARKER, chunks: reactChunks, count: reactChunks.length, duplicated: reactChunks.length !== 1 };

// ---------------------------------------------------------------------------------------------
// 6. Print and save.

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

function printTable(title, { files, totalBytes, totalGzipBytes }) {
  const rows = files.map((f) => [f.file, f.role, kb(f.bytes), kb(f.gzipBytes)]);
  rows.push(['total', `${files.length} file(s)`, kb(totalBytes), kb(totalGzipBytes)]);
  const header = ['file', 'role', 'raw', 'gzip'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((row, i) => {
    if (i === rows.length - 1) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    console.log(line(row));
  });
}

printTable(`Shell initial JavaScript (${shell.source})`, shell);
for (const f of shell.notLoadedFallbacks) {
  console.log(`  not counted: ${f.file} (${f.role}, ${kb(f.gzipBytes)} gzip) is a consume fallback, not loaded while the shell provides it`);
}
for (const remote of REMOTES) printTable(`Remote ${remote}: own JavaScript (remoteEntry.js + exposed chunks)`, remotes[remote]);

console.log(`\nFederation-runtime floor (about ${FEDERATION_FLOOR_KB} KB gzip per entry):`);
for (const remote of REMOTES) {
  const { totalGzipBytes, floorRatio } = remotes[remote];
  console.log(`  ${remote.padEnd(12)} ${kb(totalGzipBytes).padStart(10)} = ${floorRatio.toFixed(2)} of the ${FEDERATION_FLOOR_KB} KB federation-runtime floor`);
}

printTable("Opt-in page /sms-opt-in (the scripts and style sheets of mfe-marketing/opt-in/dist/sms-opt-in.html)", optIn);
console.log(
  `  opt-in page  ${kb(optIn.jsGzipBytes)} JS + ${kb(optIn.cssGzipBytes)} CSS = ${kb(optIn.totalGzipBytes)} gzip; ` +
    `JavaScript budget ${OPT_IN_JS_BUDGET_KB} KB (${optIn.withinBudget ? 'ok' : 'OVER BUDGET'})`,
);

console.log(`\nReact core (marker "${REACT_MARKER}"):`);
for (const chunk of reactChunks) console.log(`  ${chunk}`);
console.log(`React chunks: ${react.count} (${react.duplicated ? 'DUPLICATED' : 'ok'})`);

if (notes.length > 0) {
  console.log('\nNotes:');
  for (const note of notes) console.log(`  - ${note}`);
}

const resultsDir = path.join(root, 'bench', 'results');
fs.mkdirSync(resultsDir, { recursive: true });
const resultFile = path.join(resultsDir, 'bundle-size.json');
const result = {
  benchmark: 'bundle-size',
  generatedAt: new Date().toISOString(),
  gzipLevel: GZIP_LEVEL,
  kilobyte: KB,
  federationFloorBytes: floorBytes,
  shell,
  remotes,
  optIn,
  react,
  notes,
};
fs.writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nWrote ${rel(resultFile)}`);
