import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.js';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';

/** A logger that keeps the warnings it is given. */
function warnings(): { log: FastifyBaseLogger; lines: () => { msg: string }[] } {
  const lines: { msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string });
      done();
    },
  });
  return { log: pino({ level: 'warn' }, sink), lines: () => lines };
}

describe('openDatabase with DATABASE_URL', async () => {
  const db = await createTestDatabase();

  it('connects as DATABASE_URL after migrating as MIGRATION_DATABASE_URL, with no warning', async () => {
    const { log, lines } = warnings();
    const opened = await openDatabase(loadConfig({ DATABASE_URL: db.url, MIGRATION_DATABASE_URL: db.owner.url }), log);
    try {
      const [me] = await opened.sql<{ user: string }[]>`select current_user as "user"`;
      const [owner] = await db.owner.sql<{ user: string }[]>`select current_user as "user"`;
      expect(me!.user).not.toBe(owner!.user);
      expect(opened.ownerUrl).toBe(db.owner.url);
      expect(lines()).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('keeps working with DATABASE_URL alone, the owner, and warns once that history is protected only against polite callers', async () => {
    const { log, lines } = warnings();
    const opened = await openDatabase(loadConfig({ DATABASE_URL: db.owner.url }), log);
    try {
      expect(opened.url).toBe(db.owner.url);
      expect(lines().map((l) => l.msg)).toEqual([
        'MIGRATION_DATABASE_URL verilmedi, uygulama tabloların sahibi olarak bağlanıyor: olay kaydı (events) yalnızca kurallara uyan çağrılara karşı korunuyor',
      ]);
    } finally {
      await opened.close();
    }
  });

  it('connects as the owner when asked (rebuilds)', async () => {
    const { log } = warnings();
    const opened = await openDatabase(loadConfig({ DATABASE_URL: db.url, MIGRATION_DATABASE_URL: db.owner.url }), log, {
      as: 'owner',
    });
    try {
      expect(opened.url).toBe(db.owner.url);
      const [row] = await opened.sql<{ ok: boolean }[]>`select has_table_privilege('events', 'TRUNCATE') as ok`;
      expect(row!.ok).toBe(true);
    } finally {
      await opened.close();
    }
  });
});
