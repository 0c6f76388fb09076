import { generatePassword, hashPassword } from '../auth/password.js';
import { createUsersRepository } from '../auth/users-repository.js';
import type { Db } from '../platform/db.js';

/** Boat owners and office staff of the demo; the first owner is the printed OWNER demo login. */
export const DEMO_USERS = [
  {
    email: 'mehmet.yilmaz@fethiyetekne.com',
    firstName: 'Mehmet',
    lastName: 'Yılmaz',
    phone: '+90 532 411 27 35',
    role: 'OWNER',
  },
  {
    email: 'ayse.kaya@fethiyetekne.com',
    firstName: 'Ayşe',
    lastName: 'Kaya',
    phone: '+90 533 218 44 90',
    role: 'OWNER',
  },
  {
    email: 'hasan.demir@fethiyetekne.com',
    firstName: 'Hasan',
    lastName: 'Demir',
    phone: '+90 542 377 15 62',
    role: 'OWNER',
  },
  {
    email: 'emre.celik@fethiyetekne.com',
    firstName: 'Emre',
    lastName: 'Çelik',
    phone: '+90 535 604 81 19',
    role: 'OWNER',
  },
  {
    email: 'zeynep.arslan@fethiyetekne.com',
    firstName: 'Zeynep',
    lastName: 'Arslan',
    phone: '+90 555 920 36 48',
    role: 'OWNER',
  },
  {
    email: 'elif.sahin@fethiyetekne.com',
    firstName: 'Elif',
    lastName: 'Şahin',
    phone: '+90 252 614 22 10',
    role: 'ADMIN',
  },
] as const;

export async function seedUsers(db: Db): Promise<{ email: string; password: string }> {
  const users = createUsersRepository(db);
  const ownerPassword = generatePassword();
  for (const [i, u] of DEMO_USERS.entries()) {
    await users.insert({
      ...u,
      passwordHash: await hashPassword(i === 0 ? ownerPassword : generatePassword()),
      active: true,
    });
  }
  return { email: DEMO_USERS[0].email, password: ownerPassword };
}
