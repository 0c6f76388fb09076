import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { createSql, type Sql } from '../src/platform/db.js';
import { urlWithUser } from '../src/platform/roles.js';
import { databaseUrl } from './urls.js';

export interface TestDatabase {
  /** As the application connects: a member of `fethiye_app`, owning nothing (DATABASE_URL). */
  url: string;
  name: string;
  sql: Sql;
  /** As the tables' owner (MIGRATION_DATABASE_URL): for migrations, pg-boss's setup, rebuilds and DDL in tests. */
  owner: { url: string; sql: Sql };
}

/**
 * The PostgreSQL server of this worker (VITEST_POOL_ID, 1 to maxWorkers): the global setup starts one
 * per worker, so test files running at the same time never share one. Its superuser URL, the
 * migrated template database, and the login role tests connect as.
 */
export function testCluster(): { adminUrl: string; template: string; appLogin: { user: string; password: string } } {
  const { clusters, appLogin } = inject('testDatabases');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return { ...clusters[(Math.max(1, worker) - 1) % clusters.length]!, appLogin };
}

/**
 * A fresh database for this test file, cloned from the migrated template (or empty with
 * `{ migrated: false }`), dropped after the file's tests.
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template, appLogin } = testCluster();
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(
    `create database ${name} ${opts.migrated === false ? 'template template0' : `template ${template}`}`,
  );
  const ownerUrl = databaseUrl(adminUrl, name);
  const url = urlWithUser(ownerUrl, appLogin.user, appLogin.password);
  // postgres.js connects on the first query: a pool that is never used costs nothing.
  const sql = createSql(url, { max: 5 });
  const ownerSql = createSql(ownerUrl, { max: 2 });
  afterAll(async () => {
    await Promise.all([sql.end({ timeout: 1 }), ownerSql.end({ timeout: 1 })]);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { url, name, sql, owner: { url: ownerUrl, sql: ownerSql } };
}
