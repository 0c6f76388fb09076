// `npm run schema:dump`: writes migrations/schema.sql, the schema migrations/*.sql build, in pg_dump's layout.
// Starts a throwaway embedded PostgreSQL in a temporary folder (as the test setup does, so it also works as
// root: PostgreSQL then runs as the postgres user), applies every migration with the project's migrator,
// dumps the schema (scripts/schema-dump.mjs) and stops. Runs under tsx: the migrator and the embedded
// cluster are the server's TypeScript modules. server/test/schema-drift.test.ts checks the file.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createSql } from '../server/src/platform/db.js';
import { startEmbeddedPostgres } from '../server/src/platform/embedded-postgres.js';
import { migrate } from '../server/src/platform/migrate.js';
import { dumpSchema, SCHEMA_FILE } from './schema-dump.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const dir = join(tmpdir(), `fethiye-schema-dump-${process.pid}-${randomBytes(4).toString('hex')}`);
const cluster = await startEmbeddedPostgres({ dir, port: await freePort(), database: 'postgres' });
try {
  const admin = postgres(cluster.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe('create database schema_dump');
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = '/schema_dump';
  const sql = createSql(url.toString(), { max: 1 });
  const applied = await migrate(sql, join(root, 'migrations'));
  await sql.end();
  const file = join(root, SCHEMA_FILE);
  await writeFile(file, await dumpSchema(url.toString()));
  console.log(`${SCHEMA_FILE}: the schema of ${applied.length} migrations`);
} finally {
  await cluster.stop();
  await rm(dir, { recursive: true, force: true });
}
