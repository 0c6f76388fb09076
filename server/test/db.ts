import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { createSql, type Sql } from '../src/platform/db.js';
import { databaseUrl } from './urls.js';

export interface TestDatabase {
  url: string;
  name: string;
  sql: Sql;
}

/**
 * A fresh database for this test file, cloned from the migrated template (or empty with
 * `{ migrated: false }`), dropped after the file's tests.
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} ${opts.migrated === false ? 'template template0' : `template ${template}`}`);
  const url = databaseUrl(adminUrl, name);
  const sql = createSql(url, { max: 5 });
  afterAll(async () => {
    await sql.end({ timeout: 1 });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { url, name, sql };
}
