import type { Sql } from '../platform/db.js';
import { AuthError } from './errors.js';
import type { AuthUser } from './guard.js';
import { hashPassword } from './password.js';
import type { AdminUser, CreateUserBody, UpdateUserBody, User, UserListQuery } from './schemas.js';
import { createLoginThrottleRepository, createUsersRepository } from './users-repository.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** Use cases on back-office users; each write runs in one transaction. */
export function createUsersService(sql: Sql, opts: { loginWindowMinutes: number }) {
  const withFailedLogins = async (users: User[]): Promise<AdminUser[]> => {
    const windowMinutes = opts.loginWindowMinutes;
    const counts = await createLoginThrottleRepository(sql).failuresByEmail(
      users.map((u) => u.email),
      windowMinutes,
    );
    return users.map((u) => ({ ...u, failedLogins: { count: counts.get(u.email) ?? 0, windowMinutes } }));
  };

  return {
    async get(id: number): Promise<User> {
      const user = await createUsersRepository(sql).findById(id);
      if (!user) throw AuthError.userNotFound(id);
      return user;
    },

    /** The office's view of one user: with the account's failed logins of the window. */
    async getForAdmin(id: number): Promise<AdminUser> {
      const [user] = await withFailedLogins([await this.get(id)]);
      return user!;
    },

    async listForAdmin(query: UserListQuery): Promise<{ content: AdminUser[]; total: number }> {
      const page = await createUsersRepository(sql).list(query);
      return { content: await withFailedLogins(page.content), total: page.total };
    },

    async create(body: CreateUserBody): Promise<User> {
      const passwordHash = await hashPassword(body.password);
      try {
        return await sql.begin((tx) =>
          createUsersRepository(tx).insert({
            email: body.email.trim(),
            passwordHash,
            role: body.role,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            phone: body.phone?.trim() || null,
            active: body.active ?? true,
          }),
        );
      } catch (e) {
        if (isUniqueViolation(e)) throw AuthError.emailTaken();
        throw e;
      }
    },

    async update(actor: AuthUser, id: number, body: UpdateUserBody): Promise<User> {
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      try {
        return await sql.begin(async (tx) => {
          const users = createUsersRepository(tx);
          await users.lockAdmins();
          const existing = await users.findById(id);
          if (!existing) throw AuthError.userNotFound(id);
          if (existing.role === 'ADMIN' && body.role !== 'ADMIN') {
            if (actor.id === id) throw AuthError.selfDemotion();
            if (existing.active && (await users.countActiveAdmins(id)) === 0) {
              throw AuthError.lastAdmin();
            }
          }
          const updated = await users.update(id, {
            email: body.email.trim(),
            role: body.role,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            phone: body.phone?.trim() || null,
            ...(passwordHash ? { passwordHash } : {}),
          });
          return updated!;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw AuthError.emailTaken();
        throw e;
      }
    },

    async setActivity(actor: AuthUser, id: number, active: boolean | undefined): Promise<User> {
      return sql.begin(async (tx) => {
        const users = createUsersRepository(tx);
        await users.lockAdmins();
        const existing = await users.findById(id);
        if (!existing) throw AuthError.userNotFound(id);
        const next = active ?? !existing.active;
        if (!next && actor.id === id) throw AuthError.selfDeactivation();
        if (!next && existing.role === 'ADMIN' && existing.active && (await users.countActiveAdmins(id)) === 0) {
          throw AuthError.lastAdmin();
        }
        return (await users.setActive(id, next))!;
      });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
