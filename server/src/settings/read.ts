import type { Db } from '../platform/db.js';
import { createEntriesRepository } from './entries-repository.js';
import type { Entry } from './schemas.js';

/** What other modules read of `settings` (the settings module alone writes it). */

export {
  getExchangeRates,
  getExchangeRateStrings,
  getExchangeRatesSnapshot,
  ratesStillAre,
  type RatesSnapshot,
} from './repository.js';

/** The entries of `keys`, in the order of `keys`; a missing key reads as ''. */
export const readEntries = (db: Db, keys: readonly string[]): Promise<Entry[]> => createEntriesRepository(db).get(keys);
