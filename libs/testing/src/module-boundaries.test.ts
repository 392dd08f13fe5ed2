import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Lints `code` as if it were the file at `file` (nothing is written to disk). */
async function boundaryErrors(eslint: ESLint, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries (the workspace lint config)', () => {
  let eslint: ESLint;

  beforeAll(() => {
    eslint = new ESLint({ cwd: workspaceRoot });
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
