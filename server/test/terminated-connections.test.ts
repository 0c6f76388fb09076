import { afterAll, describe, expect, it } from 'vitest';
import {
  FAST_REFUSAL_MS,
  missingBookings,
  startFaultServer,
  startLoad,
  summary,
  unexpected,
  type FaultServer,
} from './fault-load.js';

/** Issue 35 point 1: every connection to the database cut, again and again, under load. */
/** Rounds of cutting every connection; each cuts the server's, the worker's and pg-boss's (over 3 a round). */
const ROUNDS = 25;

describe('the server under load while its database connections are cut', () => {
  let fault: FaultServer | undefined;
  afterAll(async () => {
    await fault?.stop();
  });

  it(`stays up through ${ROUNDS} rounds of pg_terminate_backend: fast 503s or right answers, no 500, no booking lost`, async () => {
    fault = await startFaultServer('terminated-connections', { worker: true });
    const load = await startLoad(fault);
    await load.answered(10);
    let terminated = 0;
    for (let i = 0; i < ROUNDS; i++) {
      // Every client connection but this one: the server's pools, its change feed, pg-boss's, the worker's.
      const rows = await fault.superuser<{ done: boolean }[]>`
        select pg_terminate_backend(pid) as done from pg_stat_activity
        where datname = 'fethiye' and backend_type = 'client backend' and pid <> pg_backend_pid()`;
      terminated += rows.filter((r) => r.done).length;
      // Back: a booking acknowledged again, and reads answered.
      await load.answered(1, 30_000, 'booking');
      await load.answered(3, 30_000);
      expect(fault.server.child.exitCode, fault.server.stderr()).toBeNull();
      expect(fault.worker!.child.exitCode, fault.worker!.stderr()).toBeNull();
    }
    const outcomes = await load.stop();
    const seen = summary(outcomes);
    console.log('terminated connections', terminated, JSON.stringify(seen));

    expect(terminated).toBeGreaterThan(ROUNDS * 3);
    expect(seen.failures, JSON.stringify(seen)).toEqual([]);
    expect(unexpected(outcomes), JSON.stringify(seen)).toEqual([]);
    expect(seen.slowest503Ms, JSON.stringify(seen)).toBeLessThan(FAST_REFUSAL_MS);
    expect(await missingBookings(fault.superuser, outcomes)).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'booking' && o.id).length).toBeGreaterThanOrEqual(ROUNDS);
  }, 120_000);
});
