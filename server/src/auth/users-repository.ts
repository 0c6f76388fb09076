import type { Db } from '../platform/db.js';
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
      const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = db`
        where (${like}::text is null or first_name || ' ' || last_name ilike ${like} or email ilike ${like})
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
      u: { email: string; role: Role; firstName: string; lastName: string; phone: string | null; passwordHash?: string },
    ): Promise<User | undefined> {
      const [row] = await db<UserRow[]>`
        update users set email = ${u.email.toLowerCase()}, role = ${u.role}, first_name = ${u.firstName},
          last_name = ${u.lastName}, phone = ${u.phone},
          password_hash = coalesce(${u.passwordHash ?? null}, password_hash), updated_at = now()
        where id = ${id} returning *`;
      return row && toUser(row);
    },

    async setActive(id: number, active: boolean): Promise<User | undefined> {
      const [row] = await db<UserRow[]>`update users set active = ${active}, updated_at = now() where id = ${id} returning *`;
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

    /** Serialises admin-count checks: two admins deactivating each other at once cannot leave none. */
    async lockAdmins(): Promise<void> {
      await db`select id from users where role = 'ADMIN' and active for update`;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createLoginThrottleRepository(db: Db) {
  return {
    async failures(key: string, windowMinutes: number): Promise<number> {
      const [row] = await db<{ n: number }[]>`
        select count(*) as n from login_failures
        where key = ${key} and created_at > now() - make_interval(mins => ${windowMinutes})`;
      return row?.n ?? 0;
    },
    async record(keys: string[], windowMinutes: number): Promise<void> {
      await db`insert into login_failures (key) select unnest(${keys}::text[])`;
      await db`delete from login_failures where created_at < now() - make_interval(mins => ${windowMinutes * 2})`;
    },
    async clear(key: string): Promise<void> {
      await db`delete from login_failures where key = ${key}`;
    },
  };
}
