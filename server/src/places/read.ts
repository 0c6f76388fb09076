import type { Db } from '../platform/db.js';
import { createPlacesRepository } from './repository.js';

/** What other modules read of `places` (the places module alone writes it). */

/** Popular places for the public header and footer, by name. */
export const popularPlaces = (db: Db): Promise<{ id: number; name: string; nameEn: string | null }[]> =>
  createPlacesRepository(db).popular();

/** Marinas and districts without an English name (the panel's home lists them). */
export const untranslatedPlaces = (db: Db): Promise<{ id: number; name: string }[]> =>
  db<{ id: number; name: string }[]>`select id, name from places where name_en is null order by name, id`;
