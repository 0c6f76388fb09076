import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '../src/config.js';
import { createSql } from '../src/platform/db.js';
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.js';
import { migrate } from '../src/platform/migrate.js';
import { ensureAppLogin } from '../src/platform/roles.js';
import { buildServerBundle } from './server-bundle.js';
import { databaseUrl } from './urls.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * The login role tests connect as, like the server does: a member of `fethiye_app` (created by the
 * template's migrations), owning nothing. Roles are cluster-wide, so it is created once per
 * cluster and its rights come with every database cloned from the template.
 */
const APP_LOGIN = { user: 'fethiye_test_app', password: 'fethiye-test-app' };

/** A PostgreSQL server for the tests: its superuser URL, and how to stop it (when the run started it). */
interface Cluster {
  adminUrl: string;
  stop?: () => Promise<void>;
}

async function startCluster(): Promise<Cluster> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL };
  if (process.env.TEST_DB === 'docker') {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:18').start();
    return {
      adminUrl: container.getConnectionUri(),
      stop: async () => {
        await container.stop();
      },
    };
  }
  const dir = join(tmpdir(), `fethiye-test-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const embedded = await startEmbeddedPostgres({ dir, port: await freePort(), database: 'postgres' });
  return {
    adminUrl: embedded.adminUrl,
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The migrated template database each test file clones, and the login role tests connect as. */
async function prepare(adminUrl: string): Promise<{ template: string; end: () => Promise<void> }> {
  const template = `fethiye_template_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${template}`);
  await admin.unsafe(`create database ${template}`);
  const tsql = createSql(databaseUrl(adminUrl, template), { max: 1 });
  await migrate(tsql, join(ROOT_DIR, 'migrations'));
  await tsql.end();
  await ensureAppLogin(admin, APP_LOGIN.user, APP_LOGIN.password);
  return {
    template,
    end: async () => {
      await admin.unsafe(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/**
 * Real PostgreSQL for the whole run: DATABASE_URL when set, a testcontainers Postgres 18 with
 * TEST_DB=docker, otherwise embedded ones in temporary folders, one per worker (test files of two
 * workers must not share a server: an open transaction of one file holds back the snapshot horizon
 * (`pg_snapshot_xmin`) that the other's async projections and mail reactor wait on, cluster-wide).
 * A template database with every migration applied lets each test file clone a fresh database in
 * milliseconds.
 */
export default async function setup(project: TestProject) {
  // The server processes the tests start run the bundle, as `npm start` does.
  buildServerBundle();
  const shared = Boolean(process.env.DATABASE_URL) || process.env.TEST_DB === 'docker';
  const count = shared ? 1 : Math.max(1, Number(project.config.maxWorkers) || 1);
  const clusters = await Promise.all(
    Array.from({ length: count }, async () => {
      const cluster = await startCluster();
      return { ...cluster, ...(await prepare(cluster.adminUrl)) };
    }),
  );
  project.provide('testDatabases', {
    clusters: clusters.map(({ adminUrl, template }) => ({ adminUrl, template })),
    appLogin: APP_LOGIN,
  });

  return async () => {
    await Promise.all(
      clusters.map(async (cluster) => {
        await cluster.end();
        await cluster.stop?.();
      }),
    );
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabases: { clusters: { adminUrl: string; template: string }[]; appLogin: { user: string; password: string } };
  }
}
