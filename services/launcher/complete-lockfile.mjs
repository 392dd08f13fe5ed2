#!/usr/bin/env node
// @ts-check
/**
 * Some registry mirrors carry only the Linux builds of packages that ship one native
 * binary per platform (@rspack/binding-*, @swc/core-*, ...). `npm install` through such a
 * mirror leaves the other platforms out of package-lock.json, and `npm ci` then refuses
 * the lockfile as out of sync. This adds the missing optional entries, marked with their
 * os/cpu/libc, exactly as npm writes them when it can see every platform: npm skips them
 * on any machine they do not fit, so nothing is ever downloaded for them.
 *
 * Run after changing dependencies: `npm run lockfile:complete`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lockPath = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = /** @type {Record<string, any>} */ (lock.packages);

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android', 'openharmony', 'sunos', 'aix'];
const CPU = { arm64: 'arm64', aarch64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x', wasm32: 'wasm32', loong64: 'loong64' };

/** Reads the platform from a binary package's name, e.g. binding-linux-x64-musl. */
function platformOf(/** @type {string} */ name) {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = parts.find((part) => OS.includes(part));
  const cpuKey = parts.find((part) => part in CPU);
  const cpu = cpuKey ? CPU[/** @type {keyof typeof CPU} */ (cpuKey)] : undefined;
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

/** The folder npm would install `name` into for the package at `parentKey`. */
function resolvesTo(/** @type {string} */ parentKey, /** @type {string} */ name) {
  let dir = parentKey;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    const index = dir.lastIndexOf('/node_modules/');
    if (dir === '') return null;
    dir = index >= 0 ? dir.slice(0, index) : '';
  }
}

let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvesTo(key, name)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && cpu !== 'wasm32') continue; // not a per-platform binary: leave it to npm
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(String(spec))) continue;
    const base = name.split('/').pop();
    packages[`node_modules/${name}`] = {
      version: spec,
      resolved: `https://registry.npmjs.org/${name}/-/${base}-${spec}.tgz`,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional entries`);
