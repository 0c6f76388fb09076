import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { escapeMarkup as escapeHtml } from '../src/common/escape.js';
import type { Sql } from '../src/platform/db.js';

/**
 * What the KVKK erasure tests look for after an erasure. A person no fixture or seed could contain by
 * chance: an apostrophe (escaped in HTML), Turkish letters.
 */
export const person = (tag: string) => ({
  name: `Zümrüt O'Kıvılcımoğlu${tag}`,
  surname: `Kıvılcımoğlu${tag}`,
  email: `zumrut.kivilcim.${tag.toLowerCase()}@example.com`,
  phone: tag === 'A' ? '+90 533 987 65 43' : '+90 535 246 80 13',
});
export type Person = ReturnType<typeof person>;

/** Every written form of the person's name, e-mail and phone a table or a log line could hold. */
export function formsOf(p: Person): string[] {
  const values = [p.name, p.surname, p.email, p.phone, p.phone.replace(/\s/g, '')];
  return [...new Set(values.flatMap((v) => [v, escapeHtml(v), encodeURIComponent(v), JSON.stringify(v).slice(1, -1)]))];
}

/** Case-insensitive, in both the Turkish and the default sense (I/ı, İ/i). */
export function containsAny(haystack: string, needles: readonly string[]): string | undefined {
  const plain = haystack.toLowerCase();
  const turkish = haystack.toLocaleLowerCase('tr-TR');
  return needles.find((n) => plain.includes(n.toLowerCase()) || turkish.includes(n.toLocaleLowerCase('tr-TR')));
}

/**
 * Every table of every schema (pgboss included) with a text, varchar, json or jsonb column, each
 * row cast to text: which tables hold any of the forms, and what matched.
 */
export async function tablesHolding(
  sql: Sql,
  needles: readonly string[],
  scanned = ['public.customers', 'public.outbox_mails'],
): Promise<Record<string, string>> {
  const tables = await sql<{ tableSchema: string; tableName: string }[]>`
    select distinct c.table_schema, c.table_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or c.udt_name in ('_text', '_varchar', '_jsonb'))
    order by 1, 2`;
  expect(tables.map((t) => `${t.tableSchema}.${t.tableName}`)).toEqual(expect.arrayContaining(scanned));
  const found: Record<string, string> = {};
  const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const t of tables) {
    const rows = await sql.unsafe<{ row: string }[]>(
      `select r::text as row from ${ident(t.tableSchema)}.${ident(t.tableName)} r`,
    );
    for (const { row } of rows) {
      const hit = containsAny(row, needles);
      if (hit) {
        found[`${t.tableSchema}.${t.tableName}`] = hit;
        break;
      }
    }
  }
  return found;
}

/** The app's log lines, as written (JSON text). */
export function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}
