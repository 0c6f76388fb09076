import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase } from '../../test/db.js';
import { createLocalStorage } from '../platform/storage.js';
import { seedDemoData } from './index.js';

describe('catalog demo data', () => {
  it('seeds marinas, types and at least 24 boats with prices, pictures on disk and reviews, quickly', async () => {
    const { sql } = await createTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'fethiye-seed-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const started = Date.now();
    await sql.begin((tx) => seedDemoData(tx, { storage: createLocalStorage(dir), year: new Date().getFullYear() }));
    expect(Date.now() - started).toBeLessThan(20_000);

    const [counts] = await sql<
      { boats: number; places: number; popular: number; types: number; forSale: number; botm: number }[]
    >`
      select (select count(*) from boats)::int as boats, (select count(*) from places)::int as places,
        (select count(*) from places where popular)::int as popular, (select count(*) from boat_types)::int as types,
        (select count(*) from boats where for_sale)::int as for_sale, (select count(*) from boats where boat_of_month)::int as botm`;
    expect(counts).toMatchObject({ places: 8, types: 6, botm: 1 });
    expect(counts!.boats).toBeGreaterThanOrEqual(24);
    expect(counts!.popular).toBeGreaterThan(0);
    expect(counts!.forSale).toBeGreaterThan(0);

    const perBoat = await sql<
      { images: number; prices: number; thumbnail: string | null; owners: number; forRent: boolean }[]
    >`
      select (select count(*) from boat_images i where i.boat_id = b.id)::int as images,
        (select count(*) from boat_prices p where p.boat_id = b.id)::int as prices, b.thumbnail, b.for_rent
      from boats b`;
    // One boat is for sale only (a broker's listing): no rental prices.
    expect(perBoat.filter((b) => !b.forRent)).toHaveLength(1);
    for (const b of perBoat) {
      expect(b.images).toBeGreaterThanOrEqual(2);
      expect(b.images).toBeLessThanOrEqual(3);
      expect(b.prices).toBe(b.forRent ? 6 : 0);
      expect(b.thumbnail).toMatch(/^\/v1\/uploads\/boats\/\d+\/.+-thumb\.webp$/);
      expect(existsSync(join(dir, b.thumbnail!.replace('/v1/uploads/', '')))).toBe(true);
    }
    // Every boat has the papers its charter contract prints, each registry number its own.
    const [papers] = await sql<{ missing: number; registries: number }[]>`
      select count(*) filter (where registry_number is null or tourism_licence_number is null or flag is null
          or port_of_registry is null)::int as missing,
        count(distinct registry_number)::int as registries from boats`;
    expect(papers).toEqual({ missing: 0, registries: counts!.boats });
    const [owners] = await sql<{ n: number }[]>`select count(distinct owner_id)::int as n from boats`;
    expect(owners!.n).toBe(5);

    // Next season's demo reservations, closings and boat dates, written as events.
    const [res] = await sql<
      { reservations: number; statuses: number; payments: number; closings: number; dates: number; events: number }[]
    >`
      select (select count(*) from reservations)::int as reservations, (select count(distinct status) from reservations)::int as statuses,
        (select count(*) from payments)::int as payments, (select count(*) from closings)::int as closings,
        (select count(*) from boat_dates)::int as dates, (select count(*) from events)::int as events`;
    expect(res!.reservations).toBeGreaterThanOrEqual(8);
    expect(res!.statuses).toBe(3);
    expect(res!.payments).toBeGreaterThanOrEqual(4);
    expect(res).toMatchObject({ closings: 2, dates: 1 });
    expect(res!.events).toBeGreaterThan(res!.reservations);
    const [slugs] = await sql<{ n: number }[]>`select count(*)::int as n from boats where slug = 'kaptan-sukru'`;
    expect(slugs!.n).toBe(1);
  });
});
