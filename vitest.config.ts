import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    // The e2e teardown stops a real server and its embedded PostgreSQL.
    teardownTimeout: 30_000,
    env: { TZ: 'Europe/Istanbul' },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Pure functions of the public site.
        extends: true,
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: { name: 'web', include: ['web/src/**/*.test.ts'] },
      },
      {
        // Browser flows against the started app (Chromium from e2e/chromium.mjs, driven by playwright-core).
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 200_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
