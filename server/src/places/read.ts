import type { Db } from '../platform/db.js';
import { createPlacesRepository } from './repository.js';
import type { Marina } from './schemas.js';

/** What other modules read of `places` (the places module alone writes it). */

export const findPlace = (db: Db, id: number): Promise<Marina | undefined> => createPlacesRepository(db).findById(id);

/** Popular places for the public header and footer, by name. */
export const popularPlaces = (db: Db): Promise<{ id: number; name: string }[]> => createPlacesRepository(db).popular();
