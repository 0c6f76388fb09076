import type { Db } from '../platform/db.js';
import { createBanksRepository } from './banks-repository.js';
import type { Bank } from './schemas.js';

/** What other modules read of the content tables (the content module alone writes them). */

/** The active bank accounts, in the order the office made them (the bank-details mail). */
export const activeBanks = (db: Db): Promise<Bank[]> => createBanksRepository(db).list(true);
