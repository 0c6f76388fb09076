import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE_SECONDS, nextAttempt, parseSchedule, retryAfterMoment } from './backoff.js';

const NOW = new Date('2027-05-01T09:00:00.000Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('the retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up: a day and a few hours in all', () => {
    const waits = [5, 300, 1800, 7200, 18000, 36000, 36000];
    let at = NOW;
    for (const [i, wait] of waits.entries()) {
      const decision = nextAttempt(i + 1, at);
      expect(decision).toEqual({ retry: true, at: new Date(at.getTime() + wait * 1000) });
      if (decision.retry) at = decision.at;
    }
    expect(nextAttempt(waits.length + 1, at)).toEqual({ retry: false });
    const window = (at.getTime() - NOW.getTime()) / 3_600_000;
    expect(window).toBeGreaterThan(24);
    expect(window).toBeLessThan(28);
    expect(DEFAULT_RETRY_SCHEDULE_SECONDS).toEqual(waits);
  });

  it('spreads retries that failed together by up to a tenth of the wait', () => {
    expect(nextAttempt(2, NOW, [5, 300], undefined, 0.999)).toEqual({ retry: true, at: later(300 * 1.0999) });
    expect(nextAttempt(2, NOW, [5, 300], undefined, 0)).toEqual({ retry: true, at: later(300) });
  });

  it("waits longer when the receiver's Retry-After asks, never shorter, never past a day", () => {
    expect(nextAttempt(1, NOW, [5], later(120))).toEqual({ retry: true, at: later(120) });
    expect(nextAttempt(1, NOW, [5], later(1))).toEqual({ retry: true, at: later(5) });
    expect(nextAttempt(1, NOW, [5], later(5 * 86_400))).toEqual({ retry: true, at: later(86_400) });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMoment('120', NOW)).toEqual(later(120));
    expect(retryAfterMoment('Sat, 01 May 2027 09:10:00 GMT', NOW)).toEqual(later(600));
    expect(retryAfterMoment('Sat, 01 May 2027 08:00:00 GMT', NOW)).toBeUndefined();
    expect(retryAfterMoment('yakında', NOW)).toBeUndefined();
    expect(retryAfterMoment(undefined, NOW)).toBeUndefined();
  });

  it('reads WEBHOOK_RETRY_SCHEDULE', () => {
    expect(parseSchedule('5,300,0.5')).toEqual([5, 300, 0.5]);
  });
});
