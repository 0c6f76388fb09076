import { existsSync, readFileSync, statSync } from 'node:fs';
import { rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/embedded-postgres.js';
import { pendingPasswordFile } from '../src/platform/pg-superuser.js';
import {
  embeddedSuperuserPassword,
  embeddedSuperuserUrl,
  SUPERUSER_PASSWORD_FILE,
} from '../src/platform/superuser-password.mjs';
import { freePort } from './global-setup.js';

/** Issue 35 point 6: the embedded cluster's superuser has a random password, kept in a 0600 file. */
describe('the embedded superuser password', async () => {
  const dir = join(tmpdir(), `fethiye-superuser-test-${process.pid}-${Date.now()}`);
  const port = await freePort();
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const start = () => startEmbeddedPostgres({ dir, port, database: 'fethiye' });
  /** 'ok', or the SQLSTATE of the refusal. */
  const login = async (password: string) => {
    const sql = postgres({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres', max: 1 });
    try {
      await sql`select 1`;
      return 'ok';
    } catch (err) {
      return (err as { code?: string }).code;
    } finally {
      await sql.end();
    }
  };
  /** The state an older server, or a start that died half-way, left: run against a live cluster, then stopped. */
  const leave = async (db: EmbeddedDatabase, rolePassword: string) => {
    const sql = postgres(db.adminUrl, { max: 1, onnotice: () => {} });
    await sql.unsafe(`alter role postgres password '${rolePassword}'`);
    await sql.end();
    await db.stop();
  };
  const passwordFile = () => join(dir, SUPERUSER_PASSWORD_FILE);

  it('is drawn at random at initdb and kept in a 0600 file in the cluster; `postgres` no longer logs in', async () => {
    const db = await start();
    try {
      expect(statSync(passwordFile()).mode & 0o777).toBe(0o600);
      const password = embeddedSuperuserPassword(dir);
      expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await login('postgres')).toBe('28P01');
      expect(await login(password)).toBe('ok');
      expect(db.url).toBe(embeddedSuperuserUrl(dir, port));
      expect(existsSync(pendingPasswordFile(db.dataDir))).toBe(false);
      // Only where the server needs it: 127.0.0.1, no Unix socket, a password for every line.
      const sql = postgres(db.adminUrl, { max: 1, onnotice: () => {} });
      const [listen] = await sql<{ addresses: string; sockets: string }[]>`
        select current_setting('listen_addresses') as addresses, current_setting('unix_socket_directories') as sockets`;
      const hba = await sql<{ method: string }[]>`select auth_method as method from pg_hba_file_rules`;
      await sql.end();
      expect(listen).toEqual({ addresses: '127.0.0.1', sockets: '' });
      expect(hba.length).toBeGreaterThan(0);
      expect(hba.every((line) => line.method === 'scram-sha-256')).toBe(true);
    } finally {
      await db.stop();
    }
  });

  it('gives a cluster made with the old constant a random password at its next start', async () => {
    // As an older server left it: the role's password is `postgres`, and no file; and a hand-edited
    // pg_hba.conf that trusts every local connection.
    await leave(await start(), 'postgres');
    await unlink(passwordFile());
    const hbaFile = join(dir, 'pg_hba.conf');
    await writeFile(hbaFile, `host all all 127.0.0.1/32 trust\n${readFileSync(hbaFile, 'utf8')}`);
    const db = await start();
    try {
      const password = embeddedSuperuserPassword(dir);
      expect(password).not.toBe('postgres');
      expect(statSync(passwordFile()).mode & 0o777).toBe(0o600);
      expect(await login('postgres')).toBe('28P01');
      expect(await login(password)).toBe('ok');
      expect(readFileSync(hbaFile, 'utf8')).toMatch(/^host all all 127\.0\.0\.1\/32 scram-sha-256$/m);
    } finally {
      await db.stop();
    }
  });

  it('never locks the server out when a start dies while changing the password', async () => {
    // Died after writing the new password down, before the role had it.
    let db = await start();
    await leave(db, 'postgres');
    await unlink(passwordFile());
    await writeFile(pendingPasswordFile(db.dataDir), 'never-applied\n', { mode: 0o600 });
    db = await start();
    const changed = embeddedSuperuserPassword(dir);
    expect(['postgres', 'never-applied']).not.toContain(changed);
    expect(await login(changed)).toBe('ok');
    expect(existsSync(pendingPasswordFile(db.dataDir))).toBe(false);

    // Died after the role had it, before the cluster's file was replaced.
    await leave(db, 'applied-not-moved');
    await writeFile(pendingPasswordFile(db.dataDir), 'applied-not-moved\n', { mode: 0o600 });
    db = await start();
    try {
      expect(readFileSync(passwordFile(), 'utf8').trim()).toBe('applied-not-moved');
      expect(await login('applied-not-moved')).toBe('ok');
      expect(existsSync(pendingPasswordFile(db.dataDir))).toBe(false);
    } finally {
      await db.stop();
    }
  });
});
