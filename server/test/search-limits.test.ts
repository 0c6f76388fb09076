import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { pool } from './processes.js';
import { DEFAULT_LIMITS, type Answer } from './public-limits.js';

describe('public limits on searches', async () => {
  // The shipped answer cache (2 s) is on: repeats it answers are free, only searches it cannot answer count.
  const t = await createTestApp({ ...DEFAULT_LIMITS, SEARCH_LIMIT_PER_MINUTE: '20', SEARCH_CACHE_MS: '2000' });
  const admin = await t.createUser('ADMIN');
  const owner = await t.createUser('OWNER');
  const fx = catalogFixtures(t, admin.token);
  for (let i = 0; i < 3; i++) await fx.boat(owner.id);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const get = async (path: string, ip: string): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': ip } });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as Answer['body'],
    };
  };
  const counted = async () =>
    (
      await t.db.sql<
        { n: number }[]
      >`select coalesce(sum(hits), 0)::int as n from request_counters where key like 'search:%'`
    )[0]!.n;

  it('counts a repeated search once: the answers the cache gives cost nothing', async () => {
    const answers = await pool(100, 10, () => get('/v1/searchboats?currency=TL&guests=2', '198.51.100.31'));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await counted()).toBe(1);
  });

  it('answers an address past 20 uncached searches a minute 429 with Retry-After, listings and typeahead together, and not other addresses', async () => {
    const ip = '198.51.100.32';
    const answers = await pool(60, 6, (i) =>
      // Typeahead texts of two letters: never ranked by resemblance, so each counts once.
      get(
        i % 3
          ? `/v1/searchboats?currency=TL&guests=${i}`
          : `/v1/search/input?searchString=${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`,
        ip,
      ),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    // One window unless the minute turns in between: then the count restarts once.
    expect(ok).toBeGreaterThanOrEqual(20);
    expect(ok).toBeLessThanOrEqual(40);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(60 - ok);
    for (const a of refused) {
      expect(a.body.code).toBe('RATE_LIMITED');
      expect(a.body.content.message).toMatch(/istek/i);
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(60);
    }
    expect((await get('/v1/searchboatsforsale?currency=TL&guests=3', '198.51.100.33')).status).toBe(200);
  });

  it('lets a client already refused cause no search: its request loads and keeps nothing, and is not counted again', async () => {
    // The windows are whole minutes: start early in one, so that the refusal below stays in it.
    const [clock] = await t.db.sql<{ s: number }[]>`select extract(second from now())::float8 as s`;
    if (clock!.s > 45) await new Promise((r) => setTimeout(r, (61 - clock!.s) * 1000));
    const ip = '198.51.100.34';
    let status = 200;
    for (let i = 0; status !== 429 && i < 30; i++)
      status = (await get(`/v1/searchboats?currency=TL&cabins=1&guests=${i}`, ip)).status;
    expect(status).toBe(429);
    const before = await counted();
    const url = '/v1/searchboats?currency=TL&cabins=2&guests=7';
    const refused = await get(url, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(await counted()).toBe(before);
    // Another client asking for the same search within the cache's 2 s finds no answer kept: it loads it.
    expect((await get(url, '198.51.100.35')).status).toBe(200);
    expect(await counted()).toBe(before + 1);
  });

  it('counts a typeahead that ranks the boats resembling its text as 10 searches', async () => {
    const [clock] = await t.db.sql<{ s: number }[]>`select extract(second from now())::float8 as s`;
    if (clock!.s > 45) await new Promise((r) => setTimeout(r, (61 - clock!.s) * 1000));
    const ip = '198.51.100.36';
    const before = await counted();
    // No boat's name, marina or type contains these texts: the typeahead ranks the resembling ones.
    expect((await get('/v1/search/input?searchString=qzxv1', ip)).status).toBe(200);
    expect(await counted()).toBe(before + 10);
    expect((await get('/v1/search/input?searchString=qzxv2', ip)).status).toBe(200);
    const third = await get('/v1/search/input?searchString=qzxv3', ip);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('RATE_LIMITED');
    // A text of two letters is never ranked by resemblance: it counts once.
    const other = '198.51.100.37';
    const mark = await counted();
    expect((await get('/v1/search/input?searchString=qz', other)).status).toBe(200);
    expect(await counted()).toBe(mark + 1);
  });

  it('keeps no raw address in the counters, and the prune job deletes windows older than an hour', async () => {
    const dump = JSON.stringify(await t.db.sql`select * from request_counters`);
    expect(dump).not.toContain('198.51.100.3');
    await t.db
      .sql`update request_counters set window_start = window_start - interval '2 hours' where key like 'search:%'`;
    await t.db.sql`insert into request_counters (key, window_start, hits) values ('search:kept', now(), 1)`;
    const { pruneRequestCounters } = await import('../src/limits/prune-request-counters.js');
    expect(await pruneRequestCounters(t.db.sql)).toBeGreaterThanOrEqual(2);
    const left = await t.db.sql<{ key: string }[]>`select key from request_counters where key like 'search:%'`;
    expect(left.map((r) => r.key)).toEqual(['search:kept']);
  });
});
