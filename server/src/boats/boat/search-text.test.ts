// A boat's `search_text` (its folded name, marina and type, read by the typeahead) against its definition
// when a boat is written while its marina or type is renamed (migration 0113), in either order, and
// without a deadlock when the boat is already there.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.js';
import type { Db } from '../../platform/db.js';

let t: TestDatabase;
let owner = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const [user] = await t.sql<{ id: number }[]>`
    insert into users (email, password_hash, role, first_name, last_name)
    values ('metin@example.com', 'x', 'OWNER', 'Metin', 'Ara') returning id`;
  owner = user!.id;
});

const pause = () => new Promise((r) => setTimeout(r, 200));

/** Runs `first` in a transaction left open until `second` has started (and waits, or not), then commits both. */
async function overlapping(first: (tx: Db) => Promise<unknown>, second: (tx: Db) => Promise<unknown>) {
  let commitFirst!: () => void;
  const held = new Promise<void>((r) => (commitFirst = r));
  const one = t.sql.begin(async (tx) => {
    await first(tx);
    await held;
  });
  await pause();
  const other = t.sql.begin(async (tx) => {
    await second(tx);
  });
  await pause();
  commitFirst();
  await Promise.all([one, other]);
}

async function place(name: string): Promise<number> {
  const [p] = await t.sql<{ id: number }[]>`insert into places (name, kind) values (${name}, 'marina') returning id`;
  return p!.id;
}

async function boatType(name: string): Promise<number> {
  const [b] = await t.sql<{ id: number }[]>`insert into boat_types (name) values (${name}) returning id`;
  return b!.id;
}

let n = 0;
/** A boat at `marina` of `type`, written on `db` (a transaction's connection, or the pool). */
async function boat(marina: number, type: number, name?: string, db: Db = t.sql): Promise<number> {
  const k = ++n;
  const [b] = await db<{ id: number }[]>`
    insert into boats (name, slug, boat_type_id, marina_id, owner_id, length_m, guests_day, guests_night, cabins, for_rent)
    values (${name ?? `Arama ${k}`}, ${`arama-${k}`}, ${type}, ${marina}, ${owner}, 20, 8, 8, 4, true) returning id`;
  return b!.id;
}

async function textOf(id: number): Promise<string> {
  const [b] = await t.sql<{ text: string }[]>`select search_text as text from boats where id = ${id}`;
  return b!.text;
}

async function expectEveryTextAsDefined() {
  const wrong = await t.sql`
    select id, search_text as text from boats where search_text is distinct from boats_search_text(name, marina_id, boat_type_id)`;
  expect(wrong).toEqual([]);
}

describe("a boat's search text while its marina or type is renamed", () => {
  for (const first of ['boat', 'rename'] as const) {
    it(`holds the new marina name when a boat moves there during the rename (${first} first)`, async () => {
      const [from, to, type] = [
        await place(`Eski Liman ${first}`),
        await place(`Köprülü Koy ${first}`),
        await boatType(`Gulet ${first}`),
      ];
      const id = await boat(from, type);
      const move = (tx: Db) => tx`update boats set marina_id = ${to} where id = ${id}`;
      const rename = (tx: Db) => tx`update places set name = ${`Şirin Koy ${first}`} where id = ${to}`;
      await (first === 'boat' ? overlapping(move, rename) : overlapping(rename, move));
      expect(await textOf(id)).toContain('sirin koy');
      await expectEveryTextAsDefined();
    });

    it(`holds the new type name when a boat is created with it during the rename (${first} first)`, async () => {
      const [marina, type] = [await place(`Yat Limanı ${first}`), await boatType(`Yelkenli ${first}`)];
      let id = 0;
      const create = async (tx: Db) => {
        id = await boat(marina, type, 'Yeni Tekne', tx);
      };
      const rename = (tx: Db) => tx`update boat_types set name = ${`Çift Direkli ${first}`} where id = ${type}`;
      await (first === 'boat' ? overlapping(create, rename) : overlapping(rename, create));
      expect(await textOf(id)).toContain('cift direkli');
      await expectEveryTextAsDefined();
    });
  }

  it('renames a boat already at the marina while the marina is renamed, under the boat lock, without a deadlock', async () => {
    const [marina, type] = [await place('Liman Ağzı'), await boatType('Motoryat')];
    const id = await boat(marina, type, 'Deniz Kızı');
    // As the boats service writes: the boat's row locked first; meanwhile the marina is renamed, and its
    // statement waits for the boat's row; then the boat is written and committed.
    let write!: () => void;
    const locked = new Promise<void>((r) => (write = r));
    const edit = t.sql.begin(async (tx) => {
      await tx`select id from boats where id = ${id} for update`;
      await locked;
      await tx`update boats set name = 'Deniz Yıldızı' where id = ${id}`;
    });
    await pause();
    const rename = t.sql`update places set name = 'Gün Batımı' where id = ${marina}`.execute();
    await pause();
    write();
    await Promise.all([edit, rename]);
    expect(await textOf(id)).toBe('deniz yildizi gun batimi motoryat');
    await expectEveryTextAsDefined();
  });
});
