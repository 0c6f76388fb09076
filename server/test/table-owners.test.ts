import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS, WRITING_FUNCTIONS, type TableOwnership } from '../src/table-owners.js';
import { migrationTables, moduleMapMarkdown, moduleOf, sourceFiles, tableUses, type TableUse } from './sql-tables.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = `${ROOT}server/src`;
const owners: Record<string, TableOwnership> = TABLE_OWNERS;

/**
 * Table uses that break the map today and are being removed by the `booking-reshape` branch, which
 * moves `server/src/reservations/` into aggregate folders and routes `calendar/service.ts`'s sync through its one write path.
 * Each entry: file, table, access, and why it is still here. Empty it when merging: an entry that
 * no longer matches a use fails the test, so the list only shrinks.
 */
const ALLOWED_UNTIL_BOOKING_RESHAPE: (TableUse & { why: string })[] = [
  {
    file: 'seed/repository.ts',
    table: 'customers',
    access: 'write',
    why: 'the demo bookings insert their customer row beside the command (seed/reservations.ts through the seed repository): reservations exports no customer writer yet (after booking-reshape, call its booking use case)',
  },
];

const describeUse = (u: TableUse) => `${u.file}: ${u.access === 'write' ? 'writes' : 'reads'} ${u.table}`;

/** Every use of a table by a module that is neither its owner nor (for a read) a declared reader. */
function violations(uses: readonly TableUse[]): string[] {
  return uses
    .filter((u) => {
      const entry = owners[u.table]!;
      const mod = moduleOf(u.file);
      if (mod === entry.owner) return false;
      return u.access === 'write' || !(entry.readers && mod in entry.readers);
    })
    .map(describeUse)
    .sort();
}

function scan(): TableUse[] {
  const tables = new Set(Object.keys(owners));
  return sourceFiles(SRC).flatMap((file) =>
    tableUses(file, readFileSync(`${SRC}/${file}`, 'utf8'), tables, WRITING_FUNCTIONS),
  );
}

describe('table owners', () => {
  it('the map names every table of the migrations, and only those', () => {
    expect(Object.keys(owners).sort()).toEqual([...migrationTables(`${ROOT}migrations`)].sort());
  });

  it('the writing SQL functions are functions of the migrations that write their table', () => {
    const migrations = readdirSync(`${ROOT}migrations`)
      .map((f) => readFileSync(`${ROOT}migrations/${f}`, 'utf8'))
      .join('\n');
    for (const [fn, table] of Object.entries(WRITING_FUNCTIONS)) {
      const body = new RegExp(String.raw`create function ${fn}\([\s\S]*?\$\$([\s\S]*?)\$\$`).exec(migrations)?.[1];
      expect(body, fn).toMatch(new RegExp(String.raw`\b(insert into|update)\s+${table}\b`));
    }
  });

  it('the scanner sees writes, reads, SQL functions and projection targets (so a forbidden use cannot hide)', () => {
    const tables = new Set(['boats', 'occupancy', 'hold_limits', 'closings']);
    const source = [
      'const a = sql`update boats set ical_token = ${t} where id = ${id}`;',
      'const b = tx`insert into\n  boats (name) values (${n}) on conflict (slug) do update set name = excluded.name`;',
      'const c = db`select * from occupancy o join boats b on b.id = o.boat_id`; // from hold_limits (a comment)',
      'const d = sql`select hold_limit_refusal(${x}, now(), ${id})`;',
      "export const p = foldProjection({ name: 'c', table: 'closings' });",
    ].join('\n');
    expect(tableUses('search/x.ts', source, tables, WRITING_FUNCTIONS).map(describeUse).sort()).toEqual([
      'search/x.ts: reads occupancy',
      'search/x.ts: writes boats',
      'search/x.ts: writes closings',
      'search/x.ts: writes hold_limits',
    ]);
  });

  it('every table is written by its owner only, and read only by its owner and its declared readers', () => {
    const allowed = ALLOWED_UNTIL_BOOKING_RESHAPE.map(describeUse).sort();
    const found = violations(scan());
    expect(found.filter((v) => !allowed.includes(v))).toEqual([]);
    // The allowance only shrinks: an entry whose use is gone must leave the list.
    expect(allowed.filter((v) => !found.includes(v))).toEqual([]);
  });

  it('every owner and reader is a module of server/src', () => {
    const modules = new Set(sourceFiles(SRC).map(moduleOf));
    for (const entry of Object.values(owners)) {
      expect(modules).toContain(entry.owner);
      for (const reader of Object.keys(entry.readers ?? {})) expect(modules).toContain(reader);
    }
  });

  it("ARCHITECTURE.md's module map is the one written from the map", () => {
    const doc = readFileSync(`${ROOT}ARCHITECTURE.md`, 'utf8');
    const section = /<!-- module-map:start -->\n([\s\S]*?)\n<!-- module-map:end -->/.exec(doc);
    // When this fails, paste the expected table between the two markers.
    expect(section?.[1]).toEqual(moduleMapMarkdown(owners));
  });
});
