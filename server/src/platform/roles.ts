import type { Sql } from './db.js';

/**
 * The group role that holds the application's rights (migrations/0050_app_role.sql). The server
 * and the worker connect as a login role that is a member of it; the tables belong to the role
 * that runs the migrations.
 */
export const APP_ROLE = 'fethiye_app';

/** Serialises role changes: two sessions altering one role at once fail with "tuple concurrently updated". */
const ROLE_LOCK_KEY = 7_283_119_005;

/**
 * Creates the login role `name` as a member of `fethiye_app`, or sets its password when it exists.
 * Needs a connection allowed to manage roles (the embedded cluster's superuser, the test setup's).
 * `fethiye_app` must exist: the migrations create it.
 */
export async function ensureAppLogin(sql: Sql, name: string, password: string): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${ROLE_LOCK_KEY})`;
    const [row] = await tx<{ ddl: string; grant: string }[]>`
      select format(case when exists (select from pg_roles where rolname = ${name}) then 'alter role %I login password %L'
                         else 'create role %I login password %L' end, ${name}::text, ${password}::text) as ddl,
             format('grant %I to %I', ${APP_ROLE}::text, ${name}::text) as grant`;
    await tx.unsafe(row!.ddl);
    await tx.unsafe(row!.grant);
  });
}

/** `url` with another user and password (same host, port, database and options). */
export function urlWithUser(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = encodeURIComponent(user);
  u.password = encodeURIComponent(password);
  return u.toString();
}

/**
 * Whether the connected role could rewrite the event log: a superuser, a member of the table's
 * owner (it may disable the triggers), or a role with UPDATE, DELETE or TRUNCATE on it.
 */
export async function canRewriteHistory(sql: Sql): Promise<{ roleName: string; canRewrite: boolean }> {
  const [row] = await sql<{ roleName: string; canRewrite: boolean }[]>`
    select current_user as role_name,
           r.rolsuper or pg_has_role(c.relowner, 'MEMBER')
             or has_table_privilege(c.oid, 'UPDATE, DELETE, TRUNCATE') as can_rewrite
    from pg_roles r, pg_class c
    where r.rolname = current_user and c.oid = 'public.events'::regclass`;
  return row!;
}
