// `boat_price_lowest` (migration 0137) against its definition: for every day d, the row valid on d is the
// boat's lowest kuruş among its periods ending after d, across currencies, at the stored rates — after
// random inserts, updates and deletes of prices, boats moved and changes of the rates, each through the
// triggers; and each price's kuruş at the stored rates (migration 0102). And `boat_price_runs` (migration 0109) against
// its definition after the same changes and boats moved to another type or marina: for any dates of at
// most PRICE_RUN_DAYS, the lowest kuruş of the boat's periods they overlap, beside the boat's type and
// marina (migration 0110).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.js';
import type { Db } from '../../platform/db.js';
import { PRICE_RUN_DAYS } from '../../search/repository.js';

let t: TestDatabase;
let boats: number[] = [];
/** Two types and two marinas the boats move between (the runs carry their boat's, migration 0110). */
let types: number[] = [];
let marinas: number[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  const [user] = await t.sql<{ id: number }[]>`
    insert into users (email, password_hash, role, first_name, last_name)
    values ('taban@example.com', 'x', 'OWNER', 'Taban', 'Fiyat') returning id`;
  marinas = (
    await t.sql<
      { id: number }[]
    >`insert into places (name, kind) values ('Göcek', 'marina'), ('Kaş', 'marina') returning id`
  ).map((r) => r.id);
  types = (
    await t.sql<{ id: number }[]>`insert into boat_types (name) values ('Gulet'), ('Katamaran') returning id`
  ).map((r) => r.id);
  boats = [];
  for (let i = 0; i < 3; i++) {
    const [b] = await t.sql<{ id: number }[]>`
      insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, guests_day, guests_night, cabins, for_rent)
      values (${`Taban ${i}`}, ${`taban-${i}`}, ${types[0]!}, ${marinas[0]!}, ${user!.id}, 20, 8, 8, 4, true) returning id`;
    boats.push(b!.id);
  }
});

const period = fc.record({
  boat: fc.integer({ min: 0, max: 2 }),
  start: fc.integer({ min: -40, max: 40 }),
  days: fc.integer({ min: 1, max: 25 }),
  amount: fc.constantFrom(5_000, 7_500, 10_000, 12_000),
  currency: fc.constantFrom('TRY', 'EUR', 'USD'),
});
const step = fc.oneof(
  period.map((p) => ({ op: 'insert' as const, ...p })),
  fc.record({ op: fc.constant('update' as const), pick: fc.nat(), amount: fc.constantFrom(4_000, 9_000, 20_000) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('move' as const),
    boat: fc.integer({ min: 0, max: 2 }),
    type: fc.integer({ min: 0, max: 1 }),
    marina: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    op: fc.constant('rate' as const),
    key: fc.constantFrom('dollar_exchange_rate', 'euro_exchange_rate'),
    value: fc.constantFrom('41.50', '38,2', '52.1234', '100'),
  }),
);
/** Kuruş per unit as the search reads a rate setting (`parseRateToKurus`). */
const kurusPerUnit = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);

class Rollback extends Error {}

describe('boat_price_lowest and boat_price_runs', () => {
  it("give, for every day, each boat's lowest kuruş among the periods ending after it, and for any dates its run", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        try {
          await t.sql.begin(async (tx) => {
            for (const s of steps) {
              if (s.op === 'insert') {
                // A period overlapping another of its boat is refused by the exclusion constraint: skipped.
                await tx`
                  insert into boat_prices (boat_id, period, daily_price_minor, currency)
                  select ${boats[s.boat]!}, r, ${s.amount}, ${s.currency}
                  from (select daterange(current_date + ${s.start}::int, current_date + ${s.start + s.days}::int) as r) x
                  where not exists (select 1 from boat_prices q where q.boat_id = ${boats[s.boat]!} and q.period && x.r)`;
              } else if (s.op === 'move') {
                await tx`update boats set boat_type_id = ${types[s.type]!}, marina_id = ${marinas[s.marina]!}
                  where id = ${boats[s.boat]!}`;
              } else if (s.op === 'rate') {
                await tx`update settings set value = ${s.value} where key = ${s.key}`;
              } else {
                const ids = await tx<{ id: number }[]>`select id from boat_prices order by id`;
                if (!ids.length) continue;
                const id = ids[s.pick % ids.length]!.id;
                if (s.op === 'update')
                  await tx`update boat_prices set daily_price_minor = ${s.amount} where id = ${id}`;
                else await tx`delete from boat_prices where id = ${id}`;
              }
            }
            // Every day from before the first period to after the last, the lowest kuruş against the
            // definition: the search's lowest price without dates (the least kuruş of the periods ending
            // after the day), one row per boat and day at most.
            const wrong = await tx`
              with days as (select current_date + d as day from generate_series(-45, 70) d),
              expected as (
                select days.day, p.boat_id, min(p.kurus) as kurus
                from days join boat_prices p on upper(p.period) > days.day
                group by days.day, p.boat_id
              ),
              got as (
                select days.day, l.boat_id, l.kurus from days join boat_price_lowest l on l.valid @> days.day
              )
              (select 'missing' as what, * from expected except select 'missing', * from got)
              union all
              (select 'extra', * from got except select 'extra', * from expected)
              union all
              (select 'twice', day, boat_id, null from got group by day, boat_id having count(*) > 1)
              limit 5`;
            expect(wrong).toEqual([]);
            // Each price's kuruş at the rates stored now, as the search computes them.
            const rates = await tx<{ key: string; value: string }[]>`
              select key, value from settings where key in ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate')`;
            const per: Record<string, number> = { TRY: 100 };
            for (const r of rates)
              per[{ dollar_exchange_rate: 'USD', euro_exchange_rate: 'EUR' }[r.key] ?? 'GBP'] = kurusPerUnit(r.value);
            const prices = await tx<{ currency: string; amount: number; kurus: number }[]>`
              select currency, daily_price_minor as amount, kurus from boat_prices`;
            for (const p of prices) expect(p.kurus).toBe(Math.floor((p.amount * per[p.currency]!) / 100));
            // One row per boat and day: a boat's valid ranges do not overlap.
            const [overlaps] = await tx<{ n: number }[]>`
              select count(*)::int as n from boat_price_lowest a join boat_price_lowest b
                on a.boat_id = b.boat_id and a.ctid < b.ctid and a.valid && b.valid`;
            expect(overlaps!.n).toBe(0);
            // `boat_price_runs` (migration 0109): for any dates of at most PRICE_RUN_DAYS, each boat with a
            // price there has exactly one run that answers, with the lowest kuruş of the periods they overlap.
            const runs = await tx`
              with w as (select current_date + a as f, current_date + a + n as t
                         from generate_series(-45, 70) a, generate_series(1, ${PRICE_RUN_DAYS}::int) n),
              expected as (
                select w.f, w.t, p.boat_id, min(p.kurus) as kurus
                from w join boat_prices p on p.period && daterange(w.f, w.t) group by w.f, w.t, p.boat_id
              ),
              got as (
                select w.f, w.t, r.boat_id, r.kurus from w join boat_price_runs r
                  on r.f_from <= w.f and w.f < r.f_until and r.t_after < w.t and w.t <= r.t_until
              )
              (select 'missing' as what, * from expected except select 'missing', * from got)
              union all
              (select 'extra', * from got except select 'extra', * from expected)
              union all
              (select 'twice', f, t, boat_id, null from got group by f, t, boat_id having count(*) > 1)
              limit 5`;
            expect(runs).toEqual([]);
            // Each run and each lowest price with its boat's type and marina (migrations 0110, 0137), whatever
            // moved before or after.
            const astray = await tx`
              select r.boat_id, r.boat_type_id, r.marina_id from boat_price_runs r join boats b on b.id = r.boat_id
              where (r.boat_type_id, r.marina_id) is distinct from (b.boat_type_id, b.marina_id)
              union all
              select l.boat_id, l.boat_type_id, l.marina_id from boat_price_lowest l join boats b on b.id = l.boat_id
              where (l.boat_type_id, l.marina_id) is distinct from (b.boat_type_id, b.marina_id)`;
            expect(astray).toEqual([]);
            throw new Rollback();
          });
        } catch (e) {
          if (!(e instanceof Rollback)) throw e;
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('keeps one run per boat and dates when the rates change while a price of the boat is written', async () => {
    const boat = boats[0]!;
    await t.sql`delete from boat_prices where boat_id = any(${boats})`;
    await t.sql`insert into boat_prices (boat_id, period, daily_price_minor, currency)
      values (${boat}, daterange(current_date, current_date + 10), 10000, 'EUR'),
             (${boat}, daterange(current_date + 10, current_date + 20), 20000, 'EUR')`;
    // The rates change in one transaction, left open; meanwhile the office adds a season under the boat's
    // lock, as the prices service does, and waits for it; then both commit.
    let commitRates!: () => void;
    const ratesCommitted = new Promise<void>((r) => (commitRates = r));
    const rates = t.sql.begin(async (tx) => {
      await tx`update settings set value = '44.40' where key = 'euro_exchange_rate'`;
      await ratesCommitted;
    });
    await new Promise((r) => setTimeout(r, 200));
    const price = t.sql.begin(async (tx) => {
      await tx`select id from boats where id = ${boat} for update`;
      await tx`insert into boat_prices (boat_id, period, daily_price_minor, currency)
        values (${boat}, daterange(current_date + 20, current_date + 30), 15000, 'EUR')`;
    });
    await new Promise((r) => setTimeout(r, 200));
    commitRates();
    await Promise.all([rates, price]);
    const [runs] = await t.sql<{ n: number; distinct: number }[]>`
      select count(*)::int as n, count(distinct (f_from, f_until, t_after, t_until))::int as distinct
      from boat_price_runs where boat_id = ${boat}`;
    // Three periods of ten days: three runs of one, two of two, one of three; none twice.
    expect(runs).toEqual({ n: 6, distinct: 6 });
    const stale = await t.sql`
      select r.* from boat_price_runs r where r.boat_id = ${boat} and r.kurus is distinct from (
        select min(p.kurus) from boat_prices p
        where p.boat_id = r.boat_id and upper(p.period) >= r.f_until and lower(p.period) <= r.t_after)`;
    expect(stale).toEqual([]);
    await t.sql`delete from boat_prices where boat_id = ${boat}`;
  }, 30_000);

  it('keeps a boat moved to another type while the rates change under its new type', async () => {
    // A change of rates writes every boat's lowest prices again (0137: deleted and inserted); a boat's edit
    // made meanwhile moves its rows to the new type. Unless the edit waits for the change of rates, it
    // updates the rows being replaced and the new ones keep the old type.
    const boat = boats[2]!;
    await t.sql`update boats set boat_type_id = ${types[0]!}, marina_id = ${marinas[0]!} where id = ${boat}`;
    await t.sql`delete from boat_prices where boat_id = ${boat}`;
    await t.sql`insert into boat_prices (boat_id, period, daily_price_minor, currency)
      values (${boat}, daterange(current_date, current_date + 10), 10000, 'EUR')`;
    for (const first of ['rates', 'edit'] as const) {
      const type = first === 'rates' ? types[1]! : types[0]!;
      const changeRates = (tx: Db) =>
        tx`update settings set value = ${first === 'rates' ? '44.40' : '45.50'} where key = 'euro_exchange_rate'`;
      const edit = async (tx: Db) => {
        await tx`update boats set boat_type_id = ${type}, marina_id = ${marinas[1]!} where id = ${boat}`;
      };
      let commitFirst!: () => void;
      const held = new Promise<void>((r) => (commitFirst = r));
      const one = t.sql.begin(async (tx) => {
        await (first === 'rates' ? changeRates(tx) : edit(tx));
        await held;
      });
      await new Promise((r) => setTimeout(r, 200));
      const other = t.sql.begin(async (tx) => {
        await (first === 'rates' ? edit(tx) : changeRates(tx));
      });
      await new Promise((r) => setTimeout(r, 200));
      commitFirst();
      await Promise.all([one, other]);
      const rows = await t.sql<{ boatTypeId: number; marinaId: number }[]>`
        select boat_type_id, marina_id from boat_price_lowest where boat_id = ${boat}`;
      expect(rows).toEqual([{ boatTypeId: type, marinaId: marinas[1]! }]);
    }
    await t.sql`delete from boat_prices where boat_id = ${boat}`;
  }, 30_000);

  it('gives a price written while the rates change the kuruş of the rates that commit, whichever began first', async () => {
    const boat = boats[1]!;
    for (const first of ['rates', 'price'] as const) {
      await t.sql`update settings set value = '40' where key = 'euro_exchange_rate'`;
      await t.sql`delete from boat_prices where boat_id = ${boat}`;
      await t.sql`insert into boat_prices (boat_id, period, daily_price_minor, currency)
        values (${boat}, daterange(current_date, current_date + 10), 10000, 'EUR')`;
      // One transaction writes and stays open; the other starts meanwhile; then the first commits.
      const changeRates = (tx: Db) => tx`update settings set value = '44.40' where key = 'euro_exchange_rate'`;
      const writePrices = async (tx: Db) => {
        await tx`select id from boats where id = ${boat} for update`;
        await tx`insert into boat_prices (boat_id, period, daily_price_minor, currency)
          values (${boat}, daterange(current_date + 10, current_date + 20), 15000, 'EUR')`;
        await tx`update boat_prices set daily_price_minor = 12000
          where boat_id = ${boat} and lower(period) = current_date`;
      };
      let commitFirst!: () => void;
      const held = new Promise<void>((r) => (commitFirst = r));
      const one = t.sql.begin(async (tx) => {
        await (first === 'rates' ? changeRates(tx) : writePrices(tx));
        await held;
      });
      await new Promise((r) => setTimeout(r, 200));
      const other = t.sql.begin(async (tx) => {
        await (first === 'rates' ? writePrices(tx) : changeRates(tx));
      });
      await new Promise((r) => setTimeout(r, 200));
      commitFirst();
      await Promise.all([one, other]);
      // 44.40 TL a euro: 4 440 kuruş per unit, whatever the other transaction saw while it ran.
      const prices = await t.sql<{ amount: number; kurus: number }[]>`
        select daily_price_minor as amount, kurus from boat_prices where boat_id = ${boat} order by lower(period)`;
      expect(prices).toEqual([
        { amount: 12000, kurus: 532_800 },
        { amount: 15000, kurus: 666_000 },
      ]);
      // The boat's lowest kuruş from today (12 000 at 44.40) and from the end of the first period (15 000).
      const lowest = await t.sql<{ kurus: number }[]>`
        select kurus from boat_price_lowest where boat_id = ${boat} order by lower(valid) nulls first`;
      expect(lowest.map((l) => l.kurus)).toEqual([532_800, 666_000]);
      const runs = await t.sql<{ kurus: number }[]>`select kurus from boat_price_runs where boat_id = ${boat}`;
      expect(new Set(runs.map((r) => r.kurus))).toEqual(new Set([532_800, 666_000]));
    }
    await t.sql`delete from boat_prices where boat_id = ${boat}`;
  }, 30_000);

  it('lets a change of rates and price writes queued behind it all finish, with no deadlock', async () => {
    const [a, b] = [boats[1]!, boats[2]!];
    await t.sql`update settings set value = '40' where key = 'euro_exchange_rate'`;
    await t.sql`delete from boat_prices where boat_id = any(${[a, b]})`;
    await t.sql`insert into boat_prices (boat_id, period, daily_price_minor, currency)
      values (${a}, daterange(current_date, current_date + 10), 10000, 'EUR')`;
    // A price write stays open; a change of rates waits for it; then another writer edits a price the
    // change of rates will rewrite. Waiting behind the rates with that price's row locked would deadlock.
    let commitFirst!: () => void;
    const held = new Promise<void>((r) => (commitFirst = r));
    const first = t.sql.begin(async (tx) => {
      await tx`insert into boat_prices (boat_id, period, daily_price_minor, currency)
        values (${b}, daterange(current_date, current_date + 10), 20000, 'EUR')`;
      await held;
    });
    await new Promise((r) => setTimeout(r, 150));
    const rates = t.sql`update settings set value = '44.40' where key = 'euro_exchange_rate'`.execute();
    await new Promise((r) => setTimeout(r, 150));
    const edit = t.sql`update boat_prices set daily_price_minor = 12000 where boat_id = ${a}`.execute();
    await new Promise((r) => setTimeout(r, 150));
    commitFirst();
    await Promise.all([first, rates, edit]);
    const prices = await t.sql<{ amount: number; kurus: number }[]>`
      select daily_price_minor as amount, kurus from boat_prices where boat_id = any(${[a, b]}) order by boat_id`;
    expect(prices).toEqual([
      { amount: 12000, kurus: 532_800 },
      { amount: 20000, kurus: 888_000 },
    ]);
    await t.sql`delete from boat_prices where boat_id = any(${[a, b]})`;
  }, 30_000);
});
