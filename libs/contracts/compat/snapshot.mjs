#!/usr/bin/env node
// @ts-check
/**
 * `npm run contracts:snapshot`, at a release: writes compat/previous.json, the contracts this
 * release's remotes are built against, which the unit tests then keep the API compatible with
 * (services/api/src/core/http/contracts-compat.test.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'unit', 'services/api/src/core/http/contracts-compat.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GROOMBOOK_CONTRACTS_SNAPSHOT: 'write' },
});
process.exit(result.status ?? 1);
