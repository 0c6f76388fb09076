import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from './db.js';

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** The generated dump of the whole schema beside the migrations (`npm run schema:dump`): for readers, never applied. */
export const SCHEMA_DUMP = 'schema.sql';
/** Arbitrary constant shared by every instance: serialises migration runs across processes. */
const LOCK_KEY = 7_283_119_001;

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface MigrationFile {
  name: string;
  checksum: string;
  sql: string;
}

export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.sql') && n !== SCHEMA_DUMP).sort();
  const seen = new Map<string, string>();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const match = FILE_PATTERN.exec(name);
    if (!match) throw new MigrationError(`Migration dosya adı geçersiz: ${name} (beklenen biçim: 0001_aciklama.sql)`);
    const number = match[1]!;
    const other = seen.get(number);
    if (other) throw new MigrationError(`Aynı numaralı iki migration dosyası var: ${other} ve ${name}`);
    seen.set(number, name);
    const sql = await readFile(join(dir, name), 'utf8');
    files.push({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return files;
}

/**
 * Applies the pending files of `dir` in order, one transaction each. Every step holds a
 * transaction-level advisory lock, so instances starting together apply each file once.
 * Refuses to run when an applied file was edited or removed afterwards.
 * Returns the names applied by this call.
 */
export async function migrate(sql: Sql, dir: string): Promise<string[]> {
  const files = await readMigrations(dir);
  // Under the same lock as every step: instances starting together must not race on the first create.
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
    await tx`
      create table if not exists schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`;
  });
  const applied: string[] = [];
  for (;;) {
    const name = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${LOCK_KEY})`;
      const rows = await tx<{ name: string; checksum: string }[]>`select name, checksum from schema_migrations`;
      const done = new Map(rows.map((r) => [r.name, r.checksum]));
      const byName = new Map(files.map((f) => [f.name, f]));
      for (const [doneName, checksum] of done) {
        const file = byName.get(doneName);
        if (!file)
          throw new MigrationError(
            `Uygulanmış migration dosyası bulunamadı: ${doneName}. Uygulanmış dosyalar silinmemeli.`,
          );
        if (file.checksum !== checksum) {
          throw new MigrationError(
            `Uygulanmış migration dosyası sonradan değiştirilmiş: ${doneName}. Değişiklik için yeni bir migration dosyası ekleyin.`,
          );
        }
      }
      const next = files.find((f) => !done.has(f.name));
      if (!next) return null;
      try {
        await tx.unsafe(next.sql);
      } catch (e) {
        throw new MigrationError(`Migration uygulanamadı: ${next.name}: ${(e as Error).message}`);
      }
      await tx`insert into schema_migrations (name, checksum) values (${next.name}, ${next.checksum})`;
      return next.name;
    });
    if (name === null) return applied;
    applied.push(name);
  }
}
