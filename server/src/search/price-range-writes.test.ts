// A price range is answered from rows the triggers keep beside the prices (`boat_price_lowest` without dates,
// migration 0137; `boat_price_runs` with dates, 0109): every write that changes a boat's lowest price, its
// seasons, the exchange rates or the boat's type moves the boat into or out of a range in the same
// transaction, so the very next search, on any instance, answers as the prices do. Each step below writes
// through the tables as the office does, then searches through the service (no answer cache).
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import { createSearchService } from './service.js';
import type { SearchQuery } from './schemas.js';

let t: TestDatabase;
let boat = 0;
let other = 0;
const types: number[] = [];

/** A day `n` days from today, as the search takes it. */
const day = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestDatabase();
  const [user] = await t.sql<{ id: number }[]>`
    insert into users (email, password_hash, role, first_name, last_name)
    values ('aralik@example.com', 'x', 'OWNER', 'Aralık', 'Fiyat') returning id`;
  const [marina] = await t.sql<
    { id: number }[]
  >`insert into places (name, kind) values ('Göcek', 'marina') returning id`;
  for (const name of ['Gulet', 'Katamaran'])
    types.push((await t.sql<{ id: number }[]>`insert into boat_types (name) values (${name}) returning id`)[0]!.id);
  const made = async (name: string) =>
    (
      await t.sql<{ id: number }[]>`
        insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, guests_day, guests_night, cabins, for_rent)
        values (${name}, ${name.toLowerCase()}, ${types[0]!}, ${marina!.id}, ${user!.id}, 20, 8, 8, 4, true) returning id`
    )[0]!.id;
  boat = await made('Aralik');
  other = await made('Komsu');
  await t.sql`update settings set value = '40.00' where key = 'euro_exchange_rate'`;
  // Today until day 30 at 1 000 TL, then day 30 to 60 at 1 500 TL; the other boat at 2 000 TL throughout.
  await t.sql`insert into boat_prices (boat_id, period, daily_price_minor, currency) values
    (${boat}, daterange(current_date, current_date + 30), 100000, 'TRY'),
    (${boat}, daterange(current_date + 30, current_date + 60), 150000, 'TRY'),
    (${other}, daterange(current_date, current_date + 60), 200000, 'TRY')`;
});

describe('a price range after a write', () => {
  const search = createSearchServiceLater();
  /** The ids a rental search with the range (TL) finds, without dates and with dates in the first season. */
  const found = async (min: number, max: number, extra: Partial<SearchQuery> = {}) => {
    const q = { skip: 0, take: 20, currency: 'TL', price_min: min, price_max: max, ...extra } as const;
    const ids = async (query: SearchQuery) => (await search().search('rent', query)).content.map((b) => b.id).sort();
    return {
      today: await ids(q),
      dated: await ids({ ...q, from: day(3), to: day(6) }),
      priceOrder: await ids({ ...q, order: 'price_asc' }),
    };
  };
  const none = { today: [], dated: [], priceOrder: [] };
  const only = (id: number) => ({ today: [id], dated: [id], priceOrder: [id] });

  it('moves a boat into and out of the range at once when its price, its seasons, the rates or its type change', async () => {
    expect(await found(900, 1100)).toEqual(only(boat));
    // Its price: out of the range, then back.
    await t.sql`update boat_prices set daily_price_minor = 120000 where boat_id = ${boat} and lower(period) = current_date`;
    expect(await found(900, 1100)).toEqual(none);
    expect(await found(1100, 1300)).toEqual(only(boat));
    await t.sql`update boat_prices set daily_price_minor = 100000 where boat_id = ${boat} and lower(period) = current_date`;
    expect(await found(900, 1100)).toEqual(only(boat));
    // A season: a cheaper one later makes its lowest price from today (and on those dates, a later season
    // aside) 500 TL; a season that ended removes its price from today's.
    await t.sql`insert into boat_prices (boat_id, period, daily_price_minor, currency)
      values (${boat}, daterange(current_date + 60, current_date + 90), 50000, 'TRY')`;
    expect((await found(900, 1100)).today).toEqual([]);
    expect((await found(400, 600)).today).toEqual([boat]);
    await t.sql`delete from boat_prices where boat_id = ${boat} and lower(period) = current_date + 60`;
    expect(await found(900, 1100)).toEqual(only(boat));
    await t.sql`update boat_prices set period = daterange(current_date - 30, current_date)
      where boat_id = ${boat} and lower(period) = current_date`;
    expect((await found(900, 1100)).today).toEqual([]);
    expect((await found(1400, 1600)).today).toEqual([boat]);
    await t.sql`update boat_prices set period = daterange(current_date, current_date + 30)
      where boat_id = ${boat} and lower(period) = current_date - 30`;
    expect(await found(900, 1100)).toEqual(only(boat));
    // Its currency and the rates: 25 € at 40 TL is 1 000 TL; at 48 TL, 1 200 TL.
    await t.sql`update boat_prices set daily_price_minor = 2500, currency = 'EUR'
      where boat_id = ${boat} and lower(period) = current_date`;
    expect(await found(900, 1100)).toEqual(only(boat));
    await t.sql`update settings set value = '48.00' where key = 'euro_exchange_rate'`;
    expect(await found(900, 1100)).toEqual(none);
    expect(await found(1100, 1300)).toEqual(only(boat));
    await t.sql`update settings set value = '40.00' where key = 'euro_exchange_rate'`;
    expect(await found(900, 1100)).toEqual(only(boat));
    // Its type: a search of the other type finds it only once it is moved there.
    const katamaran = { type: types[1]! };
    expect(await found(900, 1100, katamaran)).toEqual(none);
    await t.sql`update boats set boat_type_id = ${types[1]!} where id = ${boat}`;
    expect(await found(900, 1100, katamaran)).toEqual(only(boat));
    expect(await found(900, 1100, { type: types[0]! })).toEqual(none);
  });
});

/** The service over the test database, made once the database exists (no answer cache: every search reads). */
function createSearchServiceLater() {
  let service: ReturnType<typeof createSearchService> | undefined;
  return () => (service ??= createSearchService(t.sql, { cacheMs: 0 }));
}
