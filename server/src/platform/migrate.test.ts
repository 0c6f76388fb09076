import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.js';
import { createSql } from './db.js';
import { migrate, MigrationError } from './migrate.js';

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
  return dir;
}

describe('migrate', () => {
  it('applies files in numeric order, once, and records them', async () => {
    const { sql } = (await createTestDatabase({ migrated: false })).owner;
    const dir = await migrationsDir({
      '0002_add_column.sql': 'alter table boats_demo add column length_m numeric;',
      '0001_create.sql': 'create table boats_demo (id int primary key);',
      '0010_seed.sql': 'insert into boats_demo (id, length_m) values (1, 24.5);',
    });
    expect(await migrate(sql, dir)).toEqual(['0001_create.sql', '0002_add_column.sql', '0010_seed.sql']);
    expect(await migrate(sql, dir)).toEqual([]);
    const rows = await sql<{ name: string }[]>`select name from schema_migrations order by applied_at, name`;
    expect(rows.map((r) => r.name)).toEqual(['0001_create.sql', '0002_add_column.sql', '0010_seed.sql']);
    const [boat] = await sql`select length_m from boats_demo`;
    expect(boat?.lengthM).toBe('24.5');
  });

  it('lets two instances start together without applying anything twice', async () => {
    const { sql, url } = (await createTestDatabase({ migrated: false })).owner;
    const other = createSql(url, { max: 2 });
    const dir = await migrationsDir({
      '0001_create.sql': 'create table counter (n int); insert into counter values (0);',
      '0002_slow.sql': 'select pg_sleep(0.3); update counter set n = n + 1;',
      '0003_more.sql': 'update counter set n = n + 10;',
    });
    const [a, b] = await Promise.all([migrate(sql, dir), migrate(other, dir)]);
    await other.end();
    expect([...a, ...b].sort()).toEqual(['0001_create.sql', '0002_slow.sql', '0003_more.sql']);
    const [row] = await sql`select n from counter`;
    expect(row?.n).toBe(11);
  });

  it('refuses to start when an applied file was edited afterwards', async () => {
    const { sql } = (await createTestDatabase({ migrated: false })).owner;
    const dir = await migrationsDir({ '0001_create.sql': 'create table t (id int);' });
    await migrate(sql, dir);
    await writeFile(join(dir, '0001_create.sql'), 'create table t (id bigint);');
    await expect(migrate(sql, dir)).rejects.toThrow(MigrationError);
    await expect(migrate(sql, dir)).rejects.toThrow(/değiştirilmiş: 0001_create\.sql/);
  });

  it('refuses to start when an applied file is missing', async () => {
    const { sql } = (await createTestDatabase({ migrated: false })).owner;
    const dir = await migrationsDir({ '0001_create.sql': 'create table t (id int);' });
    await migrate(sql, dir);
    const other = await migrationsDir({ '0002_next.sql': 'select 1;' });
    await expect(migrate(sql, other)).rejects.toThrow(/0001_create\.sql/);
  });

  it('rolls a failing file back completely and keeps earlier ones', async () => {
    const { sql } = (await createTestDatabase({ migrated: false })).owner;
    const dir = await migrationsDir({
      '0001_ok.sql': 'create table ok (id int);',
      '0002_broken.sql': 'create table half (id int); insert into nope values (1);',
    });
    await expect(migrate(sql, dir)).rejects.toThrow(/0002_broken\.sql/);
    const tables = await sql<
      { tableName: string }[]
    >`select table_name from information_schema.tables where table_schema = 'public' order by 1`;
    expect(tables.map((t) => t.tableName)).toEqual(['ok', 'schema_migrations']);
  });

  it('leaves the generated schema.sql beside the migrations alone', async () => {
    const { sql } = (await createTestDatabase({ migrated: false })).owner;
    const dir = await migrationsDir({ '0001_create.sql': 'select 1;', 'schema.sql': 'not a migration;' });
    expect(await migrate(sql, dir)).toEqual(['0001_create.sql']);
  });

  it('rejects badly named or duplicate-numbered files', async () => {
    const { sql } = (await createTestDatabase({ migrated: false })).owner;
    await expect(migrate(sql, await migrationsDir({ 'create.sql': 'select 1;' }))).rejects.toThrow(
      /dosya adı geçersiz/,
    );
    await expect(
      migrate(sql, await migrationsDir({ '0001_a.sql': 'select 1;', '0001_b.sql': 'select 1;' })),
    ).rejects.toThrow(/Aynı numaralı/);
  });
});
