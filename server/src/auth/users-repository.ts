import { likePattern, type Db, type Sql } from '../platform/db.js';
import type { Role } from './tokens.js';
import type { User, UserListQuery } from './schemas.js';

interface UserRow {
  id: number;
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string | null;
  active: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface UserWithHash {
  user: User;
  passwordHash: string;
}

const toUser = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  role: r.role,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  UserDetail: { firstName: r.firstName, lastName: r.lastName, phone: r.phone },
});

export interface NewUser {
  email: string;
  passwordHash: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string | null;
  active: boolean;
}

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserWithHash | undefined> {
      const [row] = await db<UserRow[]>`select * from users where lower(email) = ${email.toLowerCase()}`;
      return row && { user: toUser(row), passwordHash: row.passwordHash };
    },

    async findById(id: number): Promise<User | undefined> {
      const [row] = await db<UserRow[]>`select * from users where id = ${id}`;
      return row && toUser(row);
    },

    async list(q: UserListQuery): Promise<{ content: User[]; total: number }> {
      const like = q.search ? likePattern(q.search) : null;
      const where = db`
        where (${like}::text is null or tr_fold(first_name || ' ' || last_name) like tr_fold(${like}) or email ilike ${like})
          and (${q.role ?? null}::text is null or role = ${q.role ?? null})
          and (${q.active ?? null}::boolean is null or active = ${q.active ?? null})`;
      const rows = await db<(UserRow & { total: number })[]>`
        select *, count(*) over () as total from users ${where}
        order by created_at desc, id desc offset ${q.skip} limit ${q.take}`;
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && q.skip > 0) {
        const [c] = await db<{ n: number }[]>`select count(*) as n from users ${where}`;
        total = c?.n ?? 0;
      }
      return { content: rows.map(toUser), total };
    },

    async options(role: Role | undefined): Promise<{ id: number; name: string; role: Role }[]> {
      return db<{ id: number; name: string; role: Role }[]>`
        select id, first_name || ' ' || last_name as name, role from users
        where active and (${role ?? null}::text is null or role = ${role ?? null})
        order by first_name, last_name, id`;
    },

    async insert(u: NewUser): Promise<User> {
      const [row] = await db<UserRow[]>`
        insert into users (email, password_hash, role, first_name, last_name, phone, active)
        values (${u.email.toLowerCase()}, ${u.passwordHash}, ${u.role}, ${u.firstName}, ${u.lastName}, ${u.phone}, ${u.active})
        returning *`;
      return toUser(row!);
    },

    async update(
      id: number,
      u: {
        email: string;
        role: Role;
        firstName: string;
        lastName: string;
        phone: string | null;
        passwordHash?: string;
      },
    ): Promise<User | undefined> {
      const [row] = await db<UserRow[]>`
        update users set email = ${u.email.toLowerCase()}, role = ${u.role}, first_name = ${u.firstName},
          last_name = ${u.lastName}, phone = ${u.phone},
          password_hash = coalesce(${u.passwordHash ?? null}, password_hash), updated_at = now()
        where id = ${id} returning *`;
      return row && toUser(row);
    },

    async setActive(id: number, active: boolean): Promise<User | undefined> {
      const [row] = await db<
        UserRow[]
      >`update users set active = ${active}, updated_at = now() where id = ${id} returning *`;
      return row && toUser(row);
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${id}`;
    },

    async recordLogin(id: number): Promise<void> {
      await db`update users set last_login_at = now() where id = ${id}`;
    },

    async countActiveAdmins(exceptId?: number): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*) as n from users where role = 'ADMIN' and active and id <> ${exceptId ?? 0}`;
      return row?.n ?? 0;
    },

    async count(): Promise<number> {
      const [row] = await db<{ n: number }[]>`select count(*) as n from users`;
      return row?.n ?? 0;
    },

    /** Makes the user an active administrator (the first admin's bootstrap). */
    async promoteToAdmin(id: number): Promise<void> {
      await db`update users set role = 'ADMIN', active = true where id = ${id}`;
    },

    /** The first active administrator's address, if there is one. */
    async firstActiveAdminEmail(): Promise<string | undefined> {
      const [admin] = await db<{ email: string }[]>`
        select email from users where role = 'ADMIN' and active order by id limit 1`;
      return admin?.email;
    },

    /** Serialises admin-count checks: two admins deactivating each other at once cannot leave none. */
    async lockAdmins(): Promise<void> {
      await db`select id from users where role = 'ADMIN' and active for update`;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** A counter the attempt is checked against: its key, and the failures it allows (null: counted only). */
export interface ThrottleKey {
  key: string;
  max: number | null;
}

export interface ThrottleCount {
  key: string;
  max: number | null;
  /** Failures within the window before this attempt. */
  failures: number;
  /** When the counter drops below its limit again (only when it is at or past it). */
  freeAt: Date | null;
}

/** Advisory locks of the limited counters: two-key form, the first key this base plus the counter's position. */
const LOCK_CLASS = 0x4c47_0000;

/**
 * Login failures in PostgreSQL, shared by every instance. An attempt is written down as a failure
 * *before* the password is checked, in the transaction that counts the earlier ones, under an
 * advisory lock per limited counter: parallel attempts from one address are counted one after the
 * other, so no burst gets more password checks than the limit. The attempt's rows are removed
 * again when it is refused, succeeds, or is not a wrong password.
 */
export function createLoginThrottleRepository(sql: Sql) {
  return {
    /**
     * Records the attempt under every key and counts the failures before it. Keys with a limit are
     * locked in the order given; callers always give them in the same order, so no two attempts
     * wait for each other's locks.
     */
    async begin(
      keys: ThrottleKey[],
      windowMinutes: number,
    ): Promise<{ attemptIds: number[]; counts: ThrottleCount[] }> {
      const names = keys.map((k) => k.key);
      const limited = keys.filter((k) => k.max !== null);
      const rows = await sql.begin(async (tx) => {
        for (const [i, k] of limited.entries()) {
          await tx`select pg_advisory_xact_lock(${LOCK_CLASS + i}::int, hashtext(${k.key}))`;
        }
        return tx<
          { key: string; max: number | null; failures: number; freeAt: Date | null; ids: (string | number)[] | null }[]
        >`
          with attempt as (
            insert into login_failures (key) select unnest(${names}::text[]) returning id
          ), limits as (
            select * from unnest(${names}::text[], ${keys.map((k) => k.max)}::int[]) as l(key, max)
          )
          select l.key, l.max,
            (select count(*)::int from login_failures f
              where f.key = l.key and f.created_at > now() - make_interval(mins => ${windowMinutes})) as failures,
            case when l.max is not null then
              (select f.created_at + make_interval(mins => ${windowMinutes}) from login_failures f
                where f.key = l.key and f.created_at > now() - make_interval(mins => ${windowMinutes})
                order by f.created_at desc offset l.max - 1 limit 1)
            end as free_at,
            (select array_agg(id) from attempt) as ids
          from limits l`;
      });
      return {
        attemptIds: (rows[0]?.ids ?? []).map(Number),
        counts: rows.map((r) => ({ key: r.key, max: r.max, failures: r.failures, freeAt: r.freeAt })),
      };
    },

    /** The attempt was not a wrong password (refused before the check, or answered otherwise). */
    async forget(attemptIds: number[], alsoKey?: string): Promise<void> {
      await sql`delete from login_failures where id = any(${attemptIds}::bigint[]) or key = ${alsoKey ?? null}`;
    },

    /** The attempt stays as a failure; rows long out of every window go. */
    async keep(windowMinutes: number): Promise<void> {
      await sql`delete from login_failures where created_at < now() - make_interval(mins => ${windowMinutes * 2})`;
    },

    /** Failures per account email within the window, for the office's user list. */
    async failuresByEmail(emails: string[], windowMinutes: number): Promise<Map<string, number>> {
      if (emails.length === 0) return new Map();
      const rows = await sql<{ email: string; n: number }[]>`
        select e.email, (select count(*)::int from login_failures f
          where f.key = ${ACCOUNT_PREFIX} || e.email and f.created_at > now() - make_interval(mins => ${windowMinutes})) as n
        from unnest(${emails}::text[]) as e(email)`;
      return new Map(rows.map((r) => [r.email, r.n]));
    },
  };
}
export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;

/** Counter keys: every failure of an email, of a client address, and of the two together. */
export const ACCOUNT_PREFIX = 'account:';
export const accountKey = (email: string) => `${ACCOUNT_PREFIX}${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;
// The address first: it holds no space, so the key cannot be read two ways.
export const accountAddressKey = (email: string, ip: string) => `account-ip:${ip} ${email}`;
