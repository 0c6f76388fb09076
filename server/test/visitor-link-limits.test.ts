import { describe, expect, it } from 'vitest';
import { createTestApp } from './app.js';
import { setup } from './visitor-reservation-setup.js';

describe('reservation link lookups are limited per client address', async () => {
  const t = await createTestApp({ RESERVATION_LINK_LIMIT_PER_MINUTE: '3' });
  const { book, view } = await setup(t);

  it('a guesser gets 429 after the limit, right or wrong tokens alike', async () => {
    const r = await book();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await view(r.reference, `${'A'.repeat(42)}${i}`)).statusCode);
    expect(answers).toEqual([404, 404, 404]);
    const limited = await view(r.reference, r.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted in PostgreSQL: the counter row is there for every instance to see.
    const [row] = await t.db.sql<
      { n: number }[]
    >`select count(*)::int as n from request_counters where key like 'reservation_link:%'`;
    expect(row!.n).toBe(1);
  });
});
