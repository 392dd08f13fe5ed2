// One lint config for the whole workspace. Module boundaries are enforced from the
// project tags declared in each package.json ("nx": { "tags": [...] }).
import fs from 'node:fs';
import path from 'node:path';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const onlyShared = ['scope:shared'];
const workspaceRoot = import.meta.dirname;

/** Test files and test folders: exempt from the length limit and the feature boundaries. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs', '**/e2e/**', '**/test/**'];

/**
 * Feature boundaries inside a remote. A remote's features are the folders directly under its
 * `src/features/` (mfe-scheduling: appointment-form, appointments-list, booking-requests,
 * calendar, groomers, reports; mfe-customers: customers; ...). A feature's files may import
 * their own feature, the remote's `src/shared/` and `src/testing/`, and libraries; never
 * another feature: what two features need goes down to `src/shared/`. The app root
 * (`src/app.tsx`) and `src/pages/` compose features and may import any of them.
 *
 * no-restricted-imports matches the import's text, not the file it names, so there is one
 * block per feature and folder depth: from `features/<f>/<d folders>/file.ts`, `../` repeated
 * d + 1 times reaches `features/`, and d + 2 times reaches `src/`.
 */
const MAX_FEATURE_DEPTH = 4;
function featureBoundaries() {
  const remotes = fs.readdirSync(workspaceRoot).filter((name) => name.startsWith('mfe-'));
  const blocks = [];
  for (const remote of remotes) {
    const featuresDir = path.join(workspaceRoot, remote, 'src', 'features');
    if (!fs.existsSync(featuresDir)) continue;
    const features = fs.readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const { name: feature } of features) {
      for (let depth = 0; depth <= MAX_FEATURE_DEPTH; depth += 1) {
        const up = (times) => `(?:\\.\\./){${times}}`;
        const folders = '*/'.repeat(depth);
        blocks.push({
          files: [`**/${remote}/src/features/${feature}/${folders}*.{ts,tsx}`],
          ignores: TESTS,
          rules: {
            'no-restricted-imports': [
              'error',
              {
                patterns: [
                  {
                    regex: `^${up(depth + 1)}(?!${feature}/|${feature}$)[^./]`,
                    message: `A feature of ${remote} (${feature}) imports another feature: move what both use to src/shared/.`,
                  },
                  {
                    regex: `^${up(depth + 2)}features/(?!${feature}/|${feature}$)`,
                    message: `A feature of ${remote} (${feature}) imports another feature: move what both use to src/shared/.`,
                  },
                ],
              },
            ],
          },
        });
      }
    }
  }
  return blocks;
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/.data/**', '**/coverage/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Scopes: an app (a remote, the shell, the API) may use shared libs only;
            // a remote never imports another remote or the shell.
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:scheduling', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:customers', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:marketing', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:platform', onlyDependOnLibsWithTags: onlyShared },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: onlyShared },
            // Types: libs never reach up to apps; lower layers never reach up to higher ones.
            // Contracts may use the pure rules (a time's accepted forms, the duration bounds).
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contracts'] },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:util', 'type:contracts', 'type:ui', 'type:data-access'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:ui',
                'type:data-access',
                'type:util',
                'type:contracts',
                'type:tooling',
                'type:testing',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles fails silently (an unhandled
    // rejection, a write that finishes after the response); `void` marks the ones that are
    // fire-and-forget on purpose. The project service finds each file's nearest tsconfig.json.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: workspaceRoot },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Hand-written source files stay under 300 lines of code (blank lines and comments are not
    // counted: the comments are the documentation). Tests are exempt: a test file is a list of
    // independent cases, and splitting it by size only spreads its fixtures. Migrations are
    // exempt: each is one change of the schema, written once and never edited.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    ignores: [...TESTS, '**/migrations/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  ...featureBoundaries(),
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
