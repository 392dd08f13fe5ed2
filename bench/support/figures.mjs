// One row of the table `npm run bench` prints: a figure of the product beside its floor.
//
// Every benchmark script ends with `writeFigures(name, rows)`; bench/run.mjs runs the scripts
// one after another, reads `bench/results/<name>.figures.json` of each and prints one table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {{ ratioAtLeast?: number, ratioAtMost?: number, atMost?: number, atLeast?: number }} Target
 *   `ratio…` compares `product / floor`; `at…` compares the product's own figure.
 * @typedef {{
 *   figure: string, unit: string, product: number, floor: number | null, floorLabel: string,
 *   ratio: number | null, target: Target | null, met: boolean | null,
 * }} Figure
 */

/**
 * @param {{ figure: string, unit: string, product: number, floor?: number | null, floorLabel?: string, target?: Target | null }} input
 * @returns {Figure}
 */
export function figure({ figure: name, unit, product, floor = null, floorLabel = '', target = null }) {
  const ratio = floor === null || floor === 0 ? null : product / floor;
  let met = null;
  if (target) {
    const checks = [];
    if (target.ratioAtLeast !== undefined) checks.push(ratio !== null && ratio >= target.ratioAtLeast);
    if (target.ratioAtMost !== undefined) checks.push(ratio !== null && ratio <= target.ratioAtMost);
    if (target.atMost !== undefined) checks.push(product <= target.atMost);
    if (target.atLeast !== undefined) checks.push(product >= target.atLeast);
    met = checks.every(Boolean);
  }
  return { figure: name, unit, product, floor, floorLabel, ratio, target, met };
}

/** @param {Target | null} target @param {string} unit */
export function describeTarget(target, unit) {
  if (!target) return '';
  const parts = [];
  if (target.ratioAtLeast !== undefined) parts.push(`>= ${target.ratioAtLeast}x`);
  if (target.ratioAtMost !== undefined) parts.push(`<= ${target.ratioAtMost}x`);
  if (target.atMost !== undefined) parts.push(`<= ${target.atMost} ${unit}`);
  if (target.atLeast !== undefined) parts.push(`>= ${target.atLeast} ${unit}`);
  return parts.join(', ');
}

/** @param {string} name @param {Figure[]} rows */
export function writeFigures(name, rows) {
  const dir = path.join(root, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.figures.json`), `${JSON.stringify(rows, null, 2)}\n`);
}

/** @param {string} name @returns {Figure[] | null} */
export function readFigures(name) {
  const file = path.join(root, 'bench/results', `${name}.figures.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}
