import type { Db } from '../platform/db.js';
import type { User } from './schemas.js';
import { createUsersRepository } from './users-repository.js';

/** What other modules read of `users` (the auth module alone writes it). */

export const findUser = (db: Db, id: number): Promise<User | undefined> => createUsersRepository(db).findById(id);

/** How many users exist (an empty database gets the first admin and, when asked, the demo data). */
export async function countUsers(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`select count(*) as n from users`;
  return row?.n ?? 0;
}
