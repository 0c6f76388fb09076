/**
 * When a failed delivery is tried again. `schedule` holds the waits after the first, second, … failed
 * attempt, in seconds (the default spans a day: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h); after the
 * last one the delivery is given up and its endpoint disabled. A receiver's `Retry-After` (seconds, or
 * an HTTP date) may ask for a longer wait, never for more than a day, and never a shorter one.
 */
export const DEFAULT_RETRY_SCHEDULE_SECONDS: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];

const DAY_MS = 86_400_000;

export type RetryDecision = { retry: true; at: Date } | { retry: false };

/** The moment a `Retry-After` header names, if it names one in the future. */
export function retryAfterMoment(header: string | undefined, now: Date): Date | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return new Date(now.getTime() + Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) || at <= now.getTime() ? undefined : new Date(at);
}

/**
 * After a failed automatic attempt: `failedAttempts` counts it (1 after the first failure). Jitter up
 * to a tenth of the wait (`random` in [0, 1)) keeps many deliveries that failed together from all
 * coming back in the same second.
 */
export function nextAttempt(
  failedAttempts: number,
  now: Date,
  schedule: readonly number[] = DEFAULT_RETRY_SCHEDULE_SECONDS,
  retryAfter?: Date,
  random = 0,
): RetryDecision {
  const wait = schedule[failedAttempts - 1];
  if (wait === undefined) return { retry: false };
  const ms = wait * 1000 * (1 + random / 10);
  let at = now.getTime() + ms;
  if (retryAfter) at = Math.max(at, Math.min(retryAfter.getTime(), now.getTime() + DAY_MS));
  return { retry: true, at: new Date(at) };
}

/** `"5,300,1800"` → [5, 300, 1800] (the configuration's pattern has checked the text). */
export const parseSchedule = (text: string): number[] => text.split(',').map((s) => Number(s.trim()));
