import { describe, expect, it } from 'vitest';
import { urlAnswerCache } from './url-answer-cache.js';

describe('answers by URL', () => {
  it('keeps an answer until the moment given, and nothing without one', () => {
    let clock = 1000;
    const cache = urlAnswerCache(10, () => clock);
    const answer = { content: [] };
    cache.set('/v1/searchboats?skip=20', answer, 3000);
    cache.set('/v1/searchboats?skip=40', { content: [] }, undefined);
    cache.set('/v1/searchboats?skip=60', { content: [] }, 999);
    expect(cache.get('/v1/searchboats?skip=20')).toBe(answer);
    expect(cache.get('/v1/searchboats?skip=40')).toBeUndefined();
    expect(cache.get('/v1/searchboats?skip=60')).toBeUndefined();
    clock = 3000;
    expect(cache.get('/v1/searchboats?skip=20')).toBe(answer);
    clock = 3001;
    expect(cache.get('/v1/searchboats?skip=20')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its size limit, dropping stale entries first', () => {
    let clock = 0;
    const cache = urlAnswerCache(3, () => clock);
    cache.set('/a', { a: 1 }, 10);
    cache.set('/b', { b: 1 }, 100);
    cache.set('/c', { c: 1 }, 100);
    clock = 50;
    cache.set('/d', { d: 1 }, 100);
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toEqual({ b: 1 });
    cache.set('/e', { e: 1 }, 100);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('/e')).toEqual({ e: 1 });
  });
});
