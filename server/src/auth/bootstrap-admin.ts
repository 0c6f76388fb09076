import type { Db } from '../platform/db.js';
import { generatePassword, hashPassword } from './password.js';
import { createUsersRepository } from './users-repository.js';

export interface AdminLogin {
  email: string;
  /**
   * Set only when this start generated the password: it is shown once, then exists nowhere but
   * as a hash. A password given in ADMIN_PASSWORD is never handed back (the operator has it).
   */
  generatedPassword?: string;
  /** The password came from ADMIN_PASSWORD (account created, or its password reset). */
  fromEnvironment: boolean;
  created: boolean;
}

const DEFAULT_ADMIN_EMAIL = 'admin@fethiyetekne.com';

/**
 * Makes sure an administrator can log in. ADMIN_EMAIL/ADMIN_PASSWORD create that admin or reset
 * its password (and reactivate it); without them the first start creates a default admin with
 * a generated password that is printed once. Runs inside the caller's transaction.
 */
export async function ensureAdmin(
  tx: Db,
  configured: { email: string; password: string } | undefined,
): Promise<AdminLogin> {
  {
    const users = createUsersRepository(tx);
    if (configured) {
      const hash = await hashPassword(configured.password);
      const existing = await users.findByEmail(configured.email);
      if (existing) {
        await users.setPassword(existing.user.id, hash);
        await users.promoteToAdmin(existing.user.id);
        return { email: configured.email, fromEnvironment: true, created: false };
      }
      await users.insert({
        email: configured.email,
        passwordHash: hash,
        role: 'ADMIN',
        firstName: 'Site',
        lastName: 'Yöneticisi',
        phone: null,
        active: true,
      });
      return { email: configured.email, fromEnvironment: true, created: true };
    }
    const adminEmail = await users.firstActiveAdminEmail();
    if (adminEmail) return { email: adminEmail, fromEnvironment: false, created: false };
    const password = generatePassword();
    const previous = await users.findByEmail(DEFAULT_ADMIN_EMAIL);
    if (previous) {
      await users.setPassword(previous.user.id, await hashPassword(password));
      await users.promoteToAdmin(previous.user.id);
      return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, fromEnvironment: false, created: false };
    }
    await users.insert({
      email: DEFAULT_ADMIN_EMAIL,
      passwordHash: await hashPassword(password),
      role: 'ADMIN',
      firstName: 'Site',
      lastName: 'Yöneticisi',
      phone: null,
      active: true,
    });
    return { email: DEFAULT_ADMIN_EMAIL, generatedPassword: password, fromEnvironment: false, created: true };
  }
}
