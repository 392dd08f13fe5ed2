import { defineConfig } from 'vitest/config';

// NestJS relies on legacy decorators and their type metadata for dependency injection.
const nestTransform = { decorator: { legacy: true, emitDecoratorMetadata: true } } as const;

export default defineConfig({
  test: {
    projects: [
      {
        oxc: nestTransform,
        test: {
          name: 'unit',
          include: [
            'libs/*/src/**/*.test.{ts,tsx}',
            'shell/src/**/*.test.{ts,tsx}',
            'mfe-*/src/**/*.test.{ts,tsx}',
            'mfe-marketing/public-pages/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'services/launcher/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        oxc: nestTransform,
        test: {
          name: 'integration',
          include: ['services/api/test/**/*.int.test.ts'],
          globalSetup: ['services/api/test/support/global-setup.ts'],
          setupFiles: ['services/api/test/support/no-pg-deprecations.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Slow proofs (the five-minute load, restarts of Postgres and Redis, killed workers):
        // `npm run test:reliability`, which CI runs after `npm test`.
        oxc: nestTransform,
        test: {
          name: 'reliability',
          include: ['services/api/test/reliability/**/*.test.ts'],
          globalSetup: ['services/api/test/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['shell/e2e/**/*.e2e.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
