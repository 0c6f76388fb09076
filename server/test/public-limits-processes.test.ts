import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.js';
import { catalogFixtures } from './catalog.js';
import { pool, startServerProcess } from './processes.js';
import { DEFAULT_LIMITS, post, night } from './public-limits.js';

describe('public limits across two server processes on one database', () => {
  it('holds at most 5 ranges and allows 20 uncached searches for one address flooding both processes at once', async () => {
    const t = await createTestApp({ ...DEFAULT_LIMITS, SEARCH_LIMIT_PER_MINUTE: '20' });
    const admin = await t.createUser('ADMIN');
    const owner = await t.createUser('OWNER');
    const fx = catalogFixtures(t, admin.token);
    const slugs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const boat = await fx.boat(owner.id);
      await fx.price(boat.id, '2027-04-01', '2027-10-31', 150_000, 'EUR');
      slugs.push(boat.slug);
    }
    // One after the other: two instances creating pg-boss queues at the same moment can deadlock
    // (a known start-up problem of several instances, outside these limits).
    const a = (await startServerProcess(t.db, { ...DEFAULT_LIMITS, SEARCH_LIMIT_PER_MINUTE: '20' })).url;
    const b = (await startServerProcess(t.db, { ...DEFAULT_LIMITS, SEARCH_LIMIT_PER_MINUTE: '20' })).url;
    const answers = await pool(200, 20, (i) =>
      post(
        `${i % 2 ? b : a}/v1/reservations`,
        {
          boatSlug: slugs[i % 4],
          ...night(Math.floor(i / 4)),
          guests: 2,
          customer: { name: `Sel ${i}`, email: `iki${i}@example.com`, phone: `+90 555 ${String(2_000_000 + i)}` },
        },
        { 'x-forwarded-for': '203.0.113.200' },
      ),
    );
    expect(answers.filter((x) => x.status === 201)).toHaveLength(5);
    expect(answers.filter((x) => x.status === 429)).toHaveLength(195);
    expect(answers.every((x) => x.status === 201 || (x.status === 429 && Number(x.retryAfter) > 0))).toBe(true);
    const [held] = await t.db.sql`select count(*)::int as n from reservations`;
    expect(held!.n).toBe(5);
    // Searches neither process's cache can answer, from one address to both: one shared count of 20.
    const searches = await pool(60, 6, (i) =>
      fetch(`${i % 2 ? b : a}/v1/searchboats?currency=TL&guests=${i + 1}`, {
        headers: { 'x-forwarded-for': '203.0.113.201' },
      }).then((r) => r.status),
    );
    const found = searches.filter((s) => s === 200).length;
    expect(found).toBeGreaterThanOrEqual(20);
    expect(found).toBeLessThanOrEqual(40);
    expect(searches.filter((s) => s === 429)).toHaveLength(60 - found);
  }, 120_000);
});
