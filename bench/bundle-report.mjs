#!/usr/bin/env node
// Where the bytes of a first visit go: for each page below, every script and style sheet Chromium
// loads (bench/support/first-visit.mjs), and inside each, the modules it was built from, largest
// first. A file's minified bytes are shared among its source modules through its source map (the
// production builds write one beside each file); a module's gzip share is its part of the file's
// minified bytes times the file's gzip size (an estimate: gzip compresses modules unevenly).
//
// It builds nothing: run `npm run build` first, then `node bench/bundle-report.mjs`.
// Writes bench/bundle-report.md (kept in the repository) and bench/results/bundle-report.json.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, REDIS_URL, root, startApi, throwawayDatabase, writeResults } from './support/harness.mjs';
import { firstVisit, KB } from './support/first-visit.mjs';

/** The first route (Home and /appointments, signed-in staff) and the sign-in page, reached directly and from a signed-in page. */
const PAGES = [
  { label: 'Home (/), staff', path: '/', heading: undefined, email: 'staff@groombook.local' },
  { label: '/appointments, staff', path: '/appointments', heading: 'Appointments', email: 'staff@groombook.local' },
  { label: '/login, no session', path: '/login', heading: 'Sign in', email: null },
  { label: '/appointments, no session (sent to /login)', path: '/appointments', heading: 'Sign in', email: null },
];
const TOP_MODULES = 10;
const TOP_PER_FILE = 5;
const REPORT = path.join(root, 'bench/bundle-report.md');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** The [generated column, source index] of each segment of a source map's mappings, line by line. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      for (let i = 0, value = 0, shift = 0; i < segment.length; i++) {
        const digit = DIGIT[segment[i]];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else (values.push(value & 1 ? -(value >>> 1) : value >>> 1), (value = 0), (shift = 0));
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A source map's source, as a path from the repository root or a package path under node_modules. */
function moduleName(source) {
  if (source.startsWith('data:')) return '(module federation runtime setup)';
  const bare = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const inPackages = bare.lastIndexOf('node_modules/');
  if (inPackages >= 0) return bare.slice(inPackages + 'node_modules/'.length);
  return bare.replace(/^(\.\.?\/)+/, '') || '(webpack runtime)';
}

/** The built file a served path is: the shell's dist, a remote's under /remotes/<name>/, or the public pages bundle's under /opt-in/ (the sign-in page's). */
function distFile(servedPath) {
  const remote = /^\/remotes\/([^/]+)\/(.*)$/.exec(servedPath);
  if (remote) return path.join(root, `mfe-${remote[1]}`, 'dist', remote[2]);
  if (servedPath.startsWith('/opt-in/')) return path.join(root, 'mfe-marketing/public-pages/dist', servedPath);
  return path.join(root, 'shell/dist', servedPath);
}

/** The minified bytes of `file` per source module, from its source map (the whole file as one module without one). */
function modulesOf(file) {
  const mapFile = `${distFile(file.path)}.map`;
  if (!fs.existsSync(mapFile)) return new Map([[`(no source map) ${file.path}`, file.bytes]]);
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const text = file.body.toString('utf8');
  const sizes = new Map();
  const add = (name, bytes) => bytes > 0 && sizes.set(name, (sizes.get(name) ?? 0) + bytes);
  const lines = text.split('\n');
  decodeMappings(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      add(source >= 0 ? moduleName(map.sources[source]) : '(generated)', Buffer.byteLength(line.slice(column, end)));
    });
    if (segments.length > 0) add('(generated)', Buffer.byteLength(line.slice(0, segments[0][0])));
    else add('(generated)', Buffer.byteLength(line));
  });
  return sizes;
}

/** Each file with its modules: minified bytes and estimated gzip bytes, largest first. */
function attribute(files) {
  return files.map((file) => {
    const sizes = modulesOf(file);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
    const modules = [...sizes]
      .map(([name, bytes]) => ({ name, bytes, gzipBytes: Math.round((file.gzipBytes * bytes) / total) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { path: file.path, kind: file.kind, bytes: file.bytes, gzipBytes: file.gzipBytes, modules };
  });
}

/** A page's modules across all its files of one kind, largest first (a module in two files counts twice). */
function largest(files, kind) {
  const all = new Map();
  for (const file of files.filter((f) => f.kind === kind)) {
    for (const m of file.modules) {
      const seen = all.get(m.name) ?? { name: m.name, bytes: 0, gzipBytes: 0, files: [] };
      seen.bytes += m.bytes;
      seen.gzipBytes += m.gzipBytes;
      seen.files.push(file.path);
      all.set(m.name, seen);
    }
  }
  return [...all.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The package (or workspace library, or app folder) a module belongs to. */
function packageOf(name) {
  const parts = name.split('/');
  if (name.startsWith('@')) return parts.slice(0, 2).join('/');
  if (parts[0] === 'libs' || parts[0] === 'src') return parts.slice(0, 2).join('/');
  return parts[0] ?? name;
}

/** A page's JavaScript summed per package, largest first. */
function largestPackages(files) {
  const all = new Map();
  for (const m of largest(files, 'script')) {
    const key = packageOf(m.name);
    all.set(key, (all.get(key) ?? 0) + m.gzipBytes);
  }
  return [...all].map(([name, gzipBytes]) => ({ name, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)}`;
const sumGzip = (files, kind) => files.filter((f) => f.kind === kind).reduce((t, f) => t + f.gzipBytes, 0);

function pageSection(page) {
  const out = [`## ${page.label}`, ''];
  out.push(`Ends at ${page.finalPath}: ${kb(sumGzip(page.files, 'script'))} KB of JavaScript in ${page.files.filter((f) => f.kind === 'script').length} files, ${kb(sumGzip(page.files, 'stylesheet'))} KB of CSS (gzip).`, '');
  out.push(`### The ${TOP_MODULES} largest modules (JavaScript)`, '', '| module | minified KB | gzip KB (est.) | in |', '| --- | ---: | ---: | --- |');
  for (const m of largest(page.files, 'script').slice(0, TOP_MODULES)) out.push(`| ${m.name} | ${kb(m.bytes)} | ${kb(m.gzipBytes)} | ${m.files.join(', ')} |`);
  out.push('', `### The ${TOP_MODULES} largest packages (JavaScript, their modules summed)`, '', '| package | gzip KB (est.) |', '| --- | ---: |');
  for (const p of largestPackages(page.files).slice(0, TOP_MODULES)) out.push(`| ${p.name} | ${kb(p.gzipBytes)} |`);
  out.push('', '### Per file, its largest modules', '');
  for (const file of [...page.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    out.push(`- **${file.path}** (${file.kind === 'script' ? 'js' : 'css'}, ${kb(file.gzipBytes)} KB gzip): ` +
      file.modules.slice(0, TOP_PER_FILE).map((m) => `${m.name} ${kb(m.gzipBytes)}`).join('; '));
  }
  return [...out, ''].join('\n');
}

const required = ['shell/dist/index.html', 'mfe-scheduling/dist/mf-manifest.json', 'services/api/dist/main.js'].filter((file) => !fs.existsSync(path.join(root, file)));
if (required.length > 0) {
  console.error(`bundle-report: build output is missing: ${required.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

const database = await throwawayDatabase('bundlereport');
let api;
let browser;
try {
  api = await startApi({ DATABASE_URL: database.url, REDIS_URL, SERVE_WEB: 'true', SEED_DEMO: 'true' });
  browser = await launchChromium();
  const pages = [];
  for (const visit of PAGES) {
    const { files, finalPath } = await firstVisit(browser, api.url, visit);
    pages.push({ ...visit, finalPath, files: attribute(files) });
  }
  const report = [
    '# Where the bytes of a first visit go',
    '',
    'Written by `node bench/bundle-report.mjs` after `npm run build`: each page opened in a fresh Chromium context',
    '(cold cache; signed-in pages with a demo refresh cookie, the others with none). A module\'s size is its share of',
    'its file\'s minified bytes (from the source map); its gzip size is that share of the file\'s gzip bytes (an estimate).',
    '',
    ...pages.map(pageSection),
  ].join('\n');
  fs.writeFileSync(REPORT, report);
  writeResults('bundle-report', { kilobyte: KB, pages });
  for (const page of pages) {
    console.log(`\n${page.label} -> ${page.finalPath}: ${kb(sumGzip(page.files, 'script'))} KB JS, ${kb(sumGzip(page.files, 'stylesheet'))} KB CSS`);
    for (const m of largest(page.files, 'script').slice(0, TOP_MODULES)) console.log(`  ${kb(m.gzipBytes).padStart(6)} KB  ${m.name}`);
  }
  console.log(`\nWritten: ${path.relative(root, REPORT)}`);
} finally {
  await browser?.close();
  await api?.stop();
  await database.drop();
}
