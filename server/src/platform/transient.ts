/**
 * PostgreSQL's "nothing was written, try again" answers: this transaction was chosen as a deadlock
 * victim (40P01) or could not be serialized (40001). The whole transaction rolled back, so running
 * it again from the start is safe.
 */
export function isTransientConflict(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** How many times a write runs at most when PostgreSQL keeps answering a transient conflict. */
export const TRANSIENT_ATTEMPTS = 4;

/** A short random wait before attempt `attempt + 1` (5–10 ms, then 10–20, 20–40): the rivals do not collide again in step. */
export function transientBackoff(attempt: number): Promise<void> {
  const base = 5 * 2 ** (attempt - 1);
  return new Promise((resolve) => setTimeout(resolve, base + Math.random() * base));
}

/**
 * Runs `work` (a whole transaction) again after a transient conflict, at most `TRANSIENT_ATTEMPTS`
 * times in all; the last conflict is thrown (the error handler answers it as a 409).
 */
export async function retryTransient<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      if (!isTransientConflict(e) || attempt >= TRANSIENT_ATTEMPTS) throw e;
      await transientBackoff(attempt);
    }
  }
}
