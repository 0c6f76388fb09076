import { describe, expect, it } from 'vitest';
import { ttlCache } from './service.js';

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
