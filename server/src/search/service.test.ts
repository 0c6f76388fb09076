import { describe, expect, it } from 'vitest';
import { guarded, ttlCache } from './service.js';

describe('search answer cache', () => {
  it('reuses an answer within the TTL and reloads after it', async () => {
    let clock = 0;
    let loads = 0;
    const cache = ttlCache<number>(2000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache('a', load)).toBe(1);
    clock = 1999;
    expect(await cache('a', load)).toBe(1);
    expect(await cache('b', load)).toBe(2);
    clock = 4500;
    expect(await cache('a', load)).toBe(3);
  });

  it('never caches with a TTL of 0 and forgets failed loads', async () => {
    let loads = 0;
    const off = ttlCache<number>(0, 10, () => 0);
    await off('a', async () => ++loads);
    await off('a', async () => ++loads);
    expect(loads).toBe(2);
    const on = ttlCache<number>(1000, 10, () => 0);
    await expect(on('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await on('x', async () => 7)).toBe(7);
  });

  it('stays within its size limit', async () => {
    let clock = 0;
    const cache = ttlCache<number>(1000, 3, () => clock);
    for (let i = 0; i < 10; i++) await cache(`k${i}`, async () => i);
    clock = 10;
    let reloaded = 0;
    await cache('k0', async () => ++reloaded);
    expect(reloaded).toBe(1);
  });
});

describe('the search limit around the cache', () => {
  const refusal = new Error('429');
  it('loads nothing for a client already refused, keeps nothing, and counts nothing', async () => {
    const cache = ttlCache<number>(1000, 10, () => 0);
    let loads = 0;
    let counts = 0;
    const refused = {
      refuseKnown: () => {
        throw refusal;
      },
      count: async () => void counts++,
    };
    await expect(guarded(cache, 'k', async () => ++loads, refused)).rejects.toBe(refusal);
    expect([loads, counts]).toEqual([0, 0]);
    // The next client loads it (nothing was kept), and is counted once.
    const allowed = { refuseKnown: () => {}, count: async () => void counts++ };
    expect(await guarded(cache, 'k', async () => ++loads, allowed)).toBe(1);
    expect([loads, counts]).toEqual([1, 1]);
    // A refused client still gets an answer the cache already holds, uncounted.
    expect(await guarded(cache, 'k', async () => ++loads, refused)).toBe(1);
    expect([loads, counts]).toEqual([1, 1]);
  });

  it('keeps the answer for others when the client that loaded it is refused by its count', async () => {
    const cache = ttlCache<number>(1000, 10, () => 0);
    let loads = 0;
    const overLimit = { refuseKnown: () => {}, count: async () => Promise.reject(refusal) };
    await expect(guarded(cache, 'k', async () => ++loads, overLimit)).rejects.toBe(refusal);
    expect(await guarded(cache, 'k', async () => ++loads, undefined)).toBe(1);
    expect(loads).toBe(1);
  });

  it('refuses a client over its limit only once the load it started has finished', async () => {
    const cache = ttlCache<number>(1000, 10, () => 0);
    let finished = false;
    const overLimit = { refuseKnown: () => {}, count: async () => Promise.reject(refusal) };
    const slow = async () => {
      await new Promise((r) => setTimeout(r, 30));
      finished = true;
      return 1;
    };
    // What the load itself counts (a typeahead's resembling ranking) is written before the 429 is sent.
    await expect(guarded(cache, 'k', slow, overLimit)).rejects.toBe(refusal);
    expect(finished).toBe(true);
  });
});
