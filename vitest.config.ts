import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './vitest.sequencer.js';

export default defineConfig({
  test: {
    pool: 'forks',
    // Both cores (CI has two as well): Vitest's default in a run is one worker fewer than the cores.
    // Every file runs two at a time, but the browser files one at a time among them. Each
    // worker gets an embedded PostgreSQL of its own (server/test/global-setup.ts); one given server
    // (DATABASE_URL, TEST_DB=docker) is shared, so its files run one at a time.
    maxWorkers: process.env.DATABASE_URL || process.env.TEST_DB === 'docker' ? 1 : 2,
    sequence: { sequencer: SlowFirstSequencer },
    // The e2e teardown stops a real server and its embedded PostgreSQL.
    teardownTimeout: 30_000,
    env: { TZ: 'Europe/Istanbul' },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          // A worker runs file after file in one module graph: the app's modules and packages are
          // imported once per worker, not once per file. No test file mocks modules or changes
          // process-wide state, and every file makes its own database, app and processes.
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Pure functions of the public site.
        extends: true,
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: { name: 'web', include: ['web/src/**/*.test.ts'], isolate: false },
      },
      {
        // Browser flows against the started app (Chromium from e2e/chromium.mjs, driven by playwright-core).
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // One browser file at a time (they share the started app), taking turns through a lock in its
          // PostgreSQL, but beside the server files rather than after them (vitest.sequencer.ts).
          setupFiles: ['e2e/one-at-a-time.ts'],
          testTimeout: 60_000,
          hookTimeout: 200_000,
        },
      },
    ],
  },
});
