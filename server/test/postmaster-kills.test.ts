import { afterAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from '../src/platform/pg-process.js';
import {
  FAST_REFUSAL_MS,
  missingBookings,
  startFaultServer,
  startLoad,
  summary,
  unexpected,
  type FaultServer,
} from './fault-load.js';

/** Issue 35 point 1: the embedded PostgreSQL killed again and again under load never takes the server down. */
/**
 * Kills in a row. Before the driver's patch one kill under this load took the server down two times in
 * three (issue 35), so six leave about one chance in 700 of missing that defect; db-driver.test.ts
 * reproduces it directly.
 */
const KILLS = 6;

describe('the server under load while its PostgreSQL is killed', () => {
  let fault: FaultServer | undefined;
  afterAll(async () => {
    await fault?.stop();
  });

  it(`stays up through ${KILLS} SIGKILLs of the postmaster: fast 503s or right answers, no 500, no booking lost`, async () => {
    fault = await startFaultServer('postmaster-kills', { worker: true });
    const load = await startLoad(fault);
    await load.answered(10);
    const killed: number[] = [];
    for (let i = 0; i < KILLS; i++) {
      const pid = fault.postmasterPid();
      const mark = fault.server.stdout().length;
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
      // Back: a new postmaster, and bookings, searches and reads answered again.
      await expect.poll(() => !isAlive(pid), { timeout: 10_000, interval: 20 }).toBe(true);
      await expect
        .poll(() => /Gömülü PostgreSQL yeniden başladı \(pid \d+\)/.test(fault!.server.stdout().slice(mark)), {
          timeout: 30_000,
          interval: 20,
        })
        .toBe(true);
      const restartedAt = Date.now();
      await load.answered(8, 30_000);
      // A cluster that ran less than 3 s counts towards the restarts' backoff (embedded-postgres.ts):
      // each kill here is a new outage.
      await sleep(Math.max(0, restartedAt + 3_200 - Date.now()));
      expect(fault.server.child.exitCode, fault.server.stderr()).toBeNull();
      expect(fault.worker!.child.exitCode, fault.worker!.stderr()).toBeNull();
    }
    const outcomes = await load.stop();
    const seen = summary(outcomes);
    console.log('postmaster kills', JSON.stringify(seen));

    expect(new Set([...killed, fault.postmasterPid()]).size).toBe(KILLS + 1);
    expect(seen.failures, JSON.stringify(seen)).toEqual([]);
    expect(unexpected(outcomes), JSON.stringify(seen)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 503).length, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.slowest503Ms, JSON.stringify(seen)).toBeLessThan(FAST_REFUSAL_MS);
    expect(await missingBookings(fault.superuser, outcomes)).toEqual([]);
    expect(outcomes.filter((o) => o.kind === 'booking' && o.id).length).toBeGreaterThan(3 * KILLS);
  }, 150_000);
});
