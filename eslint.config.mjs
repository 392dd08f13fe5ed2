// One lint config for the whole workspace. Module boundaries are enforced from the
// project tags declared in each package.json ("nx": { "tags": [...] }).
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const onlyShared = ['scope:shared'];

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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
