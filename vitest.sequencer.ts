import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (the 2026-11-26 full run, and the fault and backup files of 2026-11-28), longest first: with two workers a long file
 * started last would leave one core idle while it finishes. Vitest orders by its own cache of the last
 * run's durations when it has one, but a fresh checkout (CI) has none and would fall back to file size.
 */
const SLOW_FIRST = [
  'server/test/postmaster-kills.test.ts',
  'server/test/backup-restore.test.ts',
  'server/test/terminated-connections.test.ts',
  'server/test/public-limits-processes.test.ts',
  'server/test/public-limits.test.ts',
  'server/test/supervised-restart.test.ts',
  'server/test/s3-instances.test.ts',
  'server/test/main.test.ts',
  'server/test/admin-operations.test.ts',
  'server/test/main-recovery.test.ts',
  'server/test/main-start-failures.test.ts',
  'server/test/rebuild-property.test.ts',
  'server/test/calendar.test.ts',
  'server/src/boats/boat/routes.test.ts',
  'server/test/concurrent-booking.test.ts',
  'server/test/contract.test.ts',
  'server/test/mail.test.ts',
  'server/test/mail-at-most-once.test.ts',
  'server/test/webhook-failures.test.ts',
  'server/test/sdk-package.test.ts',
  'server/test/webhooks.test.ts',
  'server/src/search/routes.test.ts',
  'server/test/erasure.test.ts',
  'server/src/auth/login.test.ts',
  'server/test/many-instances.test.ts',
  'server/test/app.test.ts',
  'e2e/admin-screens.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return i === -1 ? SLOW_FIRST.length : i;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Stable: the files not listed keep the base order (project, then cached duration or size).
    return base
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
