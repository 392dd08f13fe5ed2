import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The workspace config, without type information: the files linted here exist only as text,
 * and the type-aware rules (which need a file of a tsconfig.json) are not the subject.
 */
const workspaceLint = () => new ESLint({ cwd: workspaceRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** Lints `code` as if it were the file at `file` (nothing is written to disk). */
async function boundaryErrors(eslint: ESLint, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries (the workspace lint config)', () => {
  let eslint: ESLint;

  beforeAll(() => {
    eslint = workspaceLint();
  });

  it('fails a remote that imports another remote, by package or by relative path', async () => {
    const byPackage = await boundaryErrors(
      eslint,
      'mfe-customers/src/cross-remote.ts',
      "import App from '@groombook/mfe-scheduling/src/app';\nexport { App };\n",
    );
    expect(byPackage).toEqual(['Imports of apps are forbidden']);

    const byPath = await boundaryErrors(
      eslint,
      'mfe-customers/src/cross-remote.ts',
      "import App from '../../mfe-scheduling/src/app';\nexport { App };\n",
    );
    expect(byPath.join('\n')).toMatch(/relative or absolute path/);
  });

  it('fails a lib that imports an app', async () => {
    const errors = await boundaryErrors(
      eslint,
      'libs/ui/src/lib-to-app.ts',
      "import { loadConfig } from '@groombook/api/src/core/config/app-config';\nexport { loadConfig };\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('lets a remote use shared libs', async () => {
    const errors = await boundaryErrors(
      eslint,
      'mfe-customers/src/allowed.ts',
      "import { Page } from '@groombook/ui';\nimport { TAX_RATE_LABEL } from '@groombook/domain';\nexport { Page, TAX_RATE_LABEL };\n",
    );
    expect(errors).toEqual([]);
  });
});

/** The messages of one rule for `code` linted as the file at `file`. */
async function ruleErrors(eslint: ESLint, rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe("feature boundaries inside a remote (the workspace lint config)", () => {
  let eslint: ESLint;
  const featureErrors = (file: string, code: string) => ruleErrors(eslint, 'no-restricted-imports', file, code);

  beforeAll(() => {
    eslint = workspaceLint();
  });

  it('fails a feature that imports another feature, from any depth and by any path', async () => {
    const sibling = await featureErrors(
      'mfe-scheduling/src/features/calendar/cross-feature.ts',
      "import { AppointmentsPage } from '../appointments-list/appointments-page';\nexport { AppointmentsPage };\n",
    );
    expect(sibling.join('\n')).toMatch(/A feature of mfe-scheduling \(calendar\) imports another feature/);

    const nested = await featureErrors(
      'mfe-customers/src/features/customers/list/cross-feature.ts',
      "import { x } from '../../other/x';\nexport { x };\n",
    );
    expect(nested).toHaveLength(1);

    const throughSrc = await featureErrors(
      'mfe-admin/src/features/users/cross-feature.ts',
      "import { CompaniesPage } from '../../features/companies/companies-page';\nexport { CompaniesPage };\n",
    );
    expect(throughSrc).toHaveLength(1);
  });

  it("lets a feature import its own files, the remote's shared and testing folders, and libraries", async () => {
    const errors = await featureErrors(
      'mfe-scheduling/src/features/appointment-form/fast-entry/allowed.ts',
      [
        "import { AddAppointmentPage } from '../add-appointment-page';",
        "import { AppointmentForm } from '../../../shared/appointment-form/appointment-form';",
        "import { fakeApi } from '../../../testing/fake-api';",
        "import { Page } from '@groombook/ui';",
        'export { AddAppointmentPage, AppointmentForm, fakeApi, Page };',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves tests free to drive two features together', async () => {
    const errors = await featureErrors(
      'mfe-scheduling/src/features/calendar/cross-feature.test.ts',
      "import { AppointmentsPage } from '../appointments-list/appointments-page';\nexport { AppointmentsPage };\n",
    );
    expect(errors).toEqual([]);
  });
});
