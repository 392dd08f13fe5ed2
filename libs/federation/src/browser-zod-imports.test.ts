import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The browser builds share zod only inside @groombook/contracts and its light entry (shared-modules.mjs, SHARED_LIBRARIES):
 * a remote that imports zod itself bundles a second copy of it (about 21 KB gzip) beside the
 * shell's. Browser code therefore takes its schemas from the contracts; `import type` is free.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const BROWSER_SOURCES = [
  'shell/src',
  ...fs.readdirSync(workspaceRoot).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/src`),
  'mfe-marketing/public-pages/src',
  'libs/api-client/src',
  'libs/auth/src',
  'libs/domain/src',
  'libs/routes/src',
  'libs/ui/src',
];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$|[\\/]testing[\\/]/;
/** An import or re-export of zod that is not type-only. */
const RUNTIME_ZOD_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]zod(?:\/[^'"]*)?['"]/m;

function runtimeZodImports(): string[] {
  const found: string[] = [];
  for (const dir of BROWSER_SOURCES) {
    const full = path.join(workspaceRoot, dir);
    if (!fs.existsSync(full)) continue;
    for (const file of fs.readdirSync(full, { recursive: true, encoding: 'utf8' })) {
      if (!SOURCE_FILE.test(file) || TEST_FILE.test(file)) continue;
      if (RUNTIME_ZOD_IMPORT.test(fs.readFileSync(path.join(full, file), 'utf8'))) found.push(`${dir}/${file}`);
    }
  }
  return found;
}

describe('zod in the browser builds', () => {
  it('recognises a runtime import of zod and lets a type-only one pass', () => {
    expect(RUNTIME_ZOD_IMPORT.test("import { z } from 'zod';")).toBe(true);
    expect(RUNTIME_ZOD_IMPORT.test("import * as z from 'zod/v4';")).toBe(true);
    expect(RUNTIME_ZOD_IMPORT.test("import type { ZodType } from 'zod';")).toBe(false);
    expect(RUNTIME_ZOD_IMPORT.test("import { thing } from './zod-helpers';")).toBe(false);
  });

  it('reaches the browser code only through @groombook/contracts', () => {
    expect(runtimeZodImports()).toEqual([]);
  });
});
