import { relative } from 'node:path';
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

/**
 * Milliseconds a file took in the last run here, or a guess from its size where there is none (a fresh
 * checkout, CI): a browser file takes about 1.4 ms a byte, a server file 0.65, a web file 0.14 (the
 * 2026-11-28 run).
 */
const MS_PER_BYTE: Record<string, number> = { e2e: 1.4, server: 0.65, web: 0.14 };

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Stable: the files not listed keep the base order (project, then cached duration or size).
    const ordered = base
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
    return this.spreadBrowserFiles(ordered);
  }

  private weight(spec: TestSpecification): number {
    const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    const last = this.ctx.cache.getFileTestResults(key)?.duration;
    if (last !== undefined && last > 0) return last;
    return (this.ctx.cache.getFileStats(key)?.size ?? 10_000) * (MS_PER_BYTE[spec.project.name] ?? 0.65);
  }

  /**
   * The browser files run one at a time (e2e/one-at-a-time.ts) but beside the others: each is followed in the
   * queue by other files worth its own time times the others' share of the whole, so that one worker runs it
   * while the other works through them, and the next browser file is reached only after it has ended (no
   * worker waits for the turn). Without browser files the order is unchanged.
   */
  private spreadBrowserFiles(ordered: TestSpecification[]): TestSpecification[] {
    const browser = ordered.filter((spec) => spec.project.name === 'e2e');
    const others = ordered.filter((spec) => spec.project.name !== 'e2e');
    if (browser.length === 0 || others.length === 0) return ordered;
    const sum = (specs: TestSpecification[]) => specs.reduce((total, spec) => total + this.weight(spec), 0);
    const ratio = Math.max(1, sum(others) / sum(browser));
    const queue: TestSpecification[] = [];
    let next = 0;
    for (const file of browser) {
      queue.push(file);
      const until = this.weight(file) * ratio;
      for (let filled = 0; filled < until && next < others.length; next += 1) {
        filled += this.weight(others[next]!);
        queue.push(others[next]!);
      }
    }
    return [...queue, ...others.slice(next)];
  }
}
