import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as pageContracts from '@groombook/contracts';
import * as platformContracts from '@groombook/contracts/platform';
import * as reminderSettingsContracts from '@groombook/contracts/reminder-settings';
import { breakingChanges, snapshotContracts, type ContractSnapshot } from '@groombook/contracts/compat';
import { findWorkspaceRoot } from '../config/app-config';

const packageDir = path.join(findWorkspaceRoot(), 'libs', 'contracts');
/** The previous release's contracts, as `npm run contracts:snapshot` wrote them. */
const SNAPSHOT = path.join(packageDir, 'compat', 'previous.json');
const version = (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;

/** A remote released with the previous contracts keeps working against this API, or this names what breaks it. */
describe('compatibility with the previous release of the contracts', () => {
  const current = snapshotContracts({ ...pageContracts, ...platformContracts, ...reminderSettingsContracts }, version);

  // `npm run contracts:snapshot` at a release: the contracts as they are become the ones to stay compatible with.
  if (process.env.GROOMBOOK_CONTRACTS_SNAPSHOT === 'write') {
    fs.writeFileSync(SNAPSHOT, `${JSON.stringify(current, null, 2)}\n`);
  }

  it('snapshots every request and answer schema', () => {
    const sides = Object.values(current.contracts).map((entry) => entry.side);
    expect(sides.filter((side) => side === 'request').length).toBeGreaterThan(20);
    expect(sides.filter((side) => side === 'response').length).toBeGreaterThan(20);
    expect(current.contracts.meResponseSchema?.side).toBe('response');
    expect(current.contracts.signInRequestSchema?.side).toBe('request');
  });

  it('lets a frontend built against the previous contracts work against this API', () => {
    const previous = JSON.parse(fs.readFileSync(SNAPSHOT, 'utf8')) as ContractSnapshot;
    const problems = breakingChanges(previous, current);
    expect(
      problems,
      `These changes break a remote built against contracts ${previous.version}. Make them additive (a new optional ` +
        'field, a new endpoint), or release them deliberately with every remote rebuilt and run `npm run contracts:snapshot`:\n' +
        problems.join('\n'),
    ).toEqual([]);
  });
});
