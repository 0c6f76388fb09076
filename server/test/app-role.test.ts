import { describe, expect, it } from 'vitest';
import { createEventStore } from '../src/eventstore/store.js';
import pino from 'pino';
import { startJobs } from '../src/platform/jobs.js';
import { APP_ROLE } from '../src/platform/roles.js';
import { createTestDatabase } from './db.js';

const PERMISSION_DENIED = '42501';

/**
 * Issue 15: history can't be rewritten, even by the app. The application's role (the one every
 * app test connects as) gets a permission error for each way around the append-only trigger.
 */
describe('the application role', async () => {
  const db = await createTestDatabase();
  const store = createEventStore({ inline: [], personal: {} });
  await db.sql.begin((tx) =>
    store.append(tx, {
      streamId: 'history-1',
      streamType: 'test',
      expectedVersion: 'no_stream',
      events: [{ event: { type: 'Happened', data: { n: 1 } } }],
      metadata: { actor: { kind: 'system', name: 'test' }, at: '2026-06-01T10:00:00.000Z', requestId: 'req-1' },
    }),
  );
  // pg-boss's schema, set up by the owner as at every start.
  const jobs = await startJobs({
    databaseUrl: db.url,
    ownerUrl: db.owner.url,
    work: false,
    definitions: [],
    log: pino({ level: 'silent' }),
  });
  await jobs.stop();
  const [{ ownerRole } = { ownerRole: '' }] = await db.owner.sql<
    { ownerRole: string }[]
  >`select current_user as owner_role`;
  const theRow = () =>
    db.owner.sql<{ type: string; data: unknown }[]>`select type, data from events where stream_id = 'history-1'`;
  const before = await theRow();

  it('is no superuser, owns no table and is a member of fethiye_app', async () => {
    const [me] = await db.sql<
      { rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean; rolbypassrls: boolean; member: boolean }[]
    >`
      select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, pg_has_role(current_user, ${APP_ROLE}, 'MEMBER') as member
      from pg_roles where rolname = current_user`;
    expect(me).toEqual({
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolbypassrls: false,
      member: true,
    });
    const owned = await db.sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pgboss') and pg_has_role(current_user, c.relowner, 'MEMBER')`;
    expect(owned).toEqual([]);
    const [events] = await db.sql<{ s: boolean; i: boolean; u: boolean; d: boolean; t: boolean }[]>`
      select has_table_privilege('events', 'SELECT') as s, has_table_privilege('events', 'INSERT') as i,
             has_table_privilege('events', 'UPDATE') as u, has_table_privilege('events', 'DELETE') as d,
             has_table_privilege('events', 'TRUNCATE') as t`;
    expect(events).toEqual({ s: true, i: true, u: false, d: false, t: false });
  });

  it.each([
    ['UPDATE', `update events set data = '{}'`],
    ['DELETE', 'delete from events'],
    ['TRUNCATE', 'truncate events cascade'],
    ['switching triggers off for the session', 'set session_replication_role = replica'],
    ['disabling every trigger', 'alter table events disable trigger all'],
    ['disabling the append-only trigger', 'alter table events disable trigger events_no_update_delete'],
    ['dropping the table', 'drop table events cascade'],
    ['taking the owner role', `set role "${ownerRole}"`],
    ['creating a table in public', 'create table public.shadow_events (id int)'],
    ['creating a table in pgboss', 'create table pgboss.shadow_events (id int)'],
    ['creating a schema', 'create schema shadow'],
  ])('refuses %s with a permission error and keeps the row', async (_, statement) => {
    await expect(db.sql.unsafe(statement)).rejects.toMatchObject({ code: PERMISSION_DENIED });
    expect(await theRow()).toEqual(before);
  });

  it('refuses session_replication_role = replica, and the DELETE after it, in one session', async () => {
    const session = await db.sql.reserve();
    try {
      await expect(session`set session_replication_role = replica`).rejects.toMatchObject({ code: PERMISSION_DENIED });
      await expect(session`delete from events`).rejects.toMatchObject({ code: PERMISSION_DENIED });
    } finally {
      session.release();
    }
    await expect(
      db.sql.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await tx`delete from events`;
      }),
    ).rejects.toMatchObject({ code: PERMISSION_DENIED });
    expect(await theRow()).toEqual(before);
  });
});
