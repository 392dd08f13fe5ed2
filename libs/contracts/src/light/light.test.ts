/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as light from '@groombook/contracts/light';
import { buildAppointment } from '@groombook/contracts/testing';

const contractsDir = path.resolve(import.meta.dirname, '..');
const lightDir = import.meta.dirname;
const SOURCE = /\.ts$/;
const TEST = /\.test\.ts$/;

/** Every import specifier of a source file (static imports and re-exports). */
function specifiers(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? '');
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .map((file) => path.join(dir, file));
}

/** What a light module may import: zod/mini, libs/domain, its own folder, and the plain-value modules beside it. */
const LIGHT_MAY_IMPORT = /^(zod\/mini|@groombook\/domain|\.\/[\w-]+|\.\.\/(sign-in|error-codes))$/;

describe('the light contracts', () => {
  it('import nothing but zod/mini, libs/domain and plain values', () => {
    const found = sources(lightDir).flatMap((file) =>
      specifiers(file)
        .filter((specifier) => !LIGHT_MAY_IMPORT.test(specifier))
        .map((specifier) => `${path.relative(contractsDir, file)}: ${specifier}`),
    );
    expect(found).toEqual([]);
  });

  it('are imported by the rest of the contracts only as @groombook/contracts/light', () => {
    const found = sources(contractsDir)
      .filter((file) => !file.startsWith(lightDir + path.sep))
      .flatMap((file) =>
        specifiers(file)
          .filter((specifier) => /(^|\/)light(\/|$)/.test(specifier) && specifier !== '@groombook/contracts/light')
          .map((specifier) => `${path.relative(contractsDir, file)}: ${specifier}`),
      );
    expect(found).toEqual([]);
  });

  it('check an answer: the month list takes its rows and refuses a row of the wrong shape', () => {
    const row = buildAppointment({ dog_name: 'Rex' });
    const month = light.appointmentsMonthResponseSchema.safeParse({ success: true, appointments: [row], total: 1 });
    expect(month.success && month.data.appointments[0]?.dog_name).toBe('Rex');
    expect(light.appointmentsMonthResponseSchema.safeParse({ success: true, appointments: [{ ...row, status: 'lost' }], total: 1 }).success).toBe(false);
    expect(light.appointmentsMonthResponseSchema.safeParse({ success: true, appointments: [{ ...row, duration_minutes: 1.5 }], total: 1 }).success).toBe(false);
  });

  it('fill a default the way the classic schemas did: a runtime config without googleSignIn means no', () => {
    const remotes = { scheduling: '/s', customers: '/c', marketing: '/m', admin: '/a' };
    const config = light.runtimeConfigSchema.safeParse({ apiBaseUrl: '', remotes });
    expect(config.success && config.data.googleSignIn).toBe(false);
    expect(light.runtimeConfigSchema.safeParse({ apiBaseUrl: '', remotes: { ...remotes, admin: '' } }).success).toBe(false);
  });
});
