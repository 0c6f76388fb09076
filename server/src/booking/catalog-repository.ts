import { part, type SqlPart } from '../eventstore/statement.js';
import type { Db, Sql } from '../platform/db.js';

/** The catalog's version (migration 0045): bumped by every change of a boat, its prices or extras, or the settings. */
export async function catalogVersion(tx: Db): Promise<number> {
  const [v] = await tx<{ version: number }[]>`select version from catalog_version`;
  return v!.version;
}

/** The condition a booking statement carries: the catalog is still at `version`, else it stops with `staleMessage`. */
export const catalogStillAt = (version: number, staleMessage: string): SqlPart =>
  part`require_true((select version from catalog_version) = ${version}::bigint, ${staleMessage}::text)`;

/** `count` reservation numbers from the database sequence. */
export async function takeReferenceNumbers(sql: Sql, count: number): Promise<number[]> {
  const rows = await sql<
    { n: number }[]
  >`select nextval('reservation_reference_seq') as n from generate_series(1, ${count}::int)`;
  return rows.map((r) => Number(r.n));
}
