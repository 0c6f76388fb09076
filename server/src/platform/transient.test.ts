import { describe, expect, it } from 'vitest';
import { isTransientConflict, retryTransient, TRANSIENT_ATTEMPTS } from './transient.js';

const pgError = (code: string) =>
  Object.assign(new Error(code === '40P01' ? 'deadlock detected' : 'could not serialize access'), { code });

describe('retryTransient', () => {
  it('runs the transaction again after a deadlock or a serialization failure', async () => {
    const thrown = [pgError('40P01'), pgError('40001')];
    let runs = 0;
    const result = await retryTransient(async () => {
      runs++;
      const e = thrown.shift();
      if (e) throw e;
      return 'yazıldı';
    });
    expect(result).toBe('yazıldı');
    expect(runs).toBe(3);
  });

  it('gives up after a bounded number of attempts and throws the last conflict', async () => {
    let runs = 0;
    const started = Date.now();
    await expect(
      retryTransient(async () => {
        runs++;
        throw pgError('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(TRANSIENT_ATTEMPTS);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('throws any other error at once', async () => {
    let runs = 0;
    await expect(
      retryTransient(async () => {
        runs++;
        throw Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' });
      }),
    ).rejects.toMatchObject({ code: '23P01' });
    expect(runs).toBe(1);
    expect(isTransientConflict(null)).toBe(false);
  });
});
