// The typeahead's close-resemblance step (search/repository.ts, `CLOSE_RESEMBLANCE`): on connections with the
// higher trigram threshold it must give exactly the answer of the full step alone, and spare the full step
// when the close boats fill the answer; and both are the plain reference's answer (test/search-catalog.ts,
// `referenceTypeahead`), a type or place named in the text or not. The catalog is committed, as the close pool
// sees only what is.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql, type Db, type Sql } from '../platform/db.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import { referenceTypeahead } from '../../test/search-catalog.js';
import { closeResemblanceSettings, createSearchRepository } from './repository.js';

let t: TestDatabase;
let close: Sql;
let owner = 0;
let place = 0;
let type = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  close = createSql(t.url, { max: 1, prepare: false, settings: closeResemblanceSettings });
  const [user] = await t.sql<{ id: number }[]>`
    insert into users (email, password_hash, role, first_name, last_name)
    values ('benzer-sahibi@example.com', 'x', 'OWNER', 'Benzer', 'Sahibi') returning id`;
  owner = user!.id;
  const [marina] = await t.sql<{ id: number }[]>`
    insert into places (name, kind) values ('Göcek Marina', 'marina') returning id`;
  place = marina!.id;
  const [boatType] = await t.sql<{ id: number }[]>`insert into boat_types (name) values ('Katamaran') returning id`;
  type = boatType!.id;
});
afterAll(async () => {
  await close.end({ timeout: 1 });
});

async function withBoats(names: string[], body: () => Promise<void>) {
  await t.owner.sql`delete from boats`;
  for (const [i, name] of names.entries())
    await t.sql`insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, guests_day, guests_night, cabins)
      values (${name}, ${`benzer-${i}`}, ${type}, ${place}, ${owner}, 12, 8, 6, 3)`;
  await body();
}

/** Counts the statements of `db` that rank resembling boats (`<%`), passing every call through. */
function counting(db: Db): { db: Db; resembling: () => number } {
  let n = 0;
  const proxy = new Proxy(db, {
    apply(target, self, args: unknown[]) {
      const strings = args[0] as TemplateStringsArray | undefined;
      if (Array.isArray(strings) && strings.join('').includes('<%')) n++;
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  return { db: proxy, resembling: () => n };
}

describe('typeahead: boats closely resembling the text first', () => {
  it('runs on connections with the higher threshold', async () => {
    const [row] = await close<{ t: string }[]>`select current_setting('pg_trgm.word_similarity_threshold') as t`;
    expect(Number(row!.t)).toBe(0.8);
  });

  it('answers a near miss from the close boats alone, as the full step would', async () => {
    const names = [
      ...Array.from({ length: 12 }, (_, i) => `Deniz Kraliçe ${720 + i}`),
      ...Array.from({ length: 40 }, (_, i) => `Kraliçe ${1000 + i * 37}`),
      'Mavi Rüya',
    ];
    await withBoats(names, async () => {
      const full = counting(t.sql);
      const plain = await createSearchRepository(full.db).typeahead('Kraliçe 721');
      expect(full.resembling()).toBe(1);
      const both = counting(t.sql);
      const got = await createSearchRepository(both.db, both.db, close).typeahead('Kraliçe 721');
      expect(got).toEqual(plain);
      expect(got).toHaveLength(10);
      // The one name containing the text, then the nine sharing all but its last two trigrams.
      expect(got[0]!.name).toBe('Deniz Kraliçe 721');
      expect(got.every((h) => h.name.startsWith('Deniz Kraliçe 72'))).toBe(true);
      // The close boats filled the answer: the full step did not run.
      expect(both.resembling()).toBe(0);
    });
  });

  it("gives the full step's answer whatever the catalog and text", async () => {
    const words = ['Deniz', 'Kraliçe', 'Mavi', 'Rüya', 'Işıl', 'Göcek', 'Sultan', 'Perisi'];
    // Numbers from a narrow range, so that names differing in a digit (close resemblances) are common.
    const name = fc
      .tuple(
        fc.constantFrom('Deniz', 'Kraliçe'),
        fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: fc.constantFrom(...words), weight: 1 }),
        fc.integer({ min: 700, max: 719 }),
      )
      .map(([a, b, n]) => [a, b, String(n)].filter(Boolean).join(' '));
    // A text: one of the catalog's names, or it with its last digit changed (a near miss of the names beside
    // it), or a word cut short with a number, or a fixed text.
    const text = fc.oneof(
      fc.record({ pick: fc.nat(), digit: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }) }),
      fc.tuple(fc.constantFrom(...words), fc.integer({ min: 700, max: 760 })).map(([w, n]) => `${w.slice(0, -1)} ${n}`),
      fc.constantFrom(
        'kralce',
        'deniz kral',
        'sultan 7',
        'perisi 77',
        'katamaran 741',
        'göcek 7',
        'göcek marina deniz 71',
        'katamaran',
      ),
    );
    const typedOf = (t: string | { pick: number; digit: number | undefined }, names: string[]) => {
      if (typeof t === 'string') return t;
      const n = names[t.pick % names.length]!;
      return t.digit === undefined ? n : `${n.slice(0, -1)}${t.digit}`;
    };
    let entered = 0;
    let closeOnly = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(name, { minLength: 10, maxLength: 60 }),
        fc.array(text, { minLength: 5, maxLength: 5 }),
        async (names, texts) => {
          await withBoats(names, async () => {
            for (const typed of texts.map((t) => typedOf(t, names))) {
              for (const limit of [10, 3]) {
                const plain = await createSearchRepository(t.sql).typeahead(typed, limit);
                expect(
                  plain.map((h) => h.slug),
                  `${typed} (${limit}), plain`,
                ).toEqual(await referenceTypeahead(t.sql, typed, limit));
                const both = counting(t.sql);
                let resembled = false;
                const got = await createSearchRepository(both.db, both.db, close).typeahead(
                  typed,
                  limit,
                  undefined,
                  undefined,
                  () => (resembled = true),
                );
                expect(got, `${typed} (${limit})`).toEqual(plain);
                if (resembled) entered++;
                if (resembled && both.resembling() === 0) closeOnly++;
              }
            }
          });
        },
      ),
      { numRuns: 15 },
    );
    // Both ways were taken: answers the close boats filled, and answers the full step completed.
    expect(entered - closeOnly).toBeGreaterThan(0);
    expect(closeOnly).toBeGreaterThan(0);
    if (process.env.SEARCH_PROPERTY_STATS) console.log({ entered, closeOnly });
  }, 120_000);
});
