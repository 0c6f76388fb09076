import type { Sql } from '../platform/db.js';
import { PlacesError } from './errors.js';
import { createPlacesRepository, type PlaceValues } from './repository.js';
import type { Marina, MarinaBody } from './schemas.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

const values = (b: MarinaBody): PlaceValues => ({
  name: b.name.trim(),
  ...(b.nameEn !== undefined ? { nameEn: b.nameEn?.trim() || null } : {}),
  kind: b.kind ?? 'marina',
  city: b.city?.trim() || null,
  description: b.description?.trim() || null,
  popular: b.popular ?? false,
});

/** Marinas and town districts; every write in one transaction. */
export function createPlacesService(sql: Sql) {
  return {
    async get(id: number): Promise<Marina> {
      const place = await createPlacesRepository(sql).findById(id);
      if (!place) throw PlacesError.notFound(id);
      return place;
    },

    async create(body: MarinaBody): Promise<Marina> {
      try {
        return await sql.begin((tx) => createPlacesRepository(tx).insert(values(body)));
      } catch (e) {
        if (isUniqueViolation(e)) throw PlacesError.nameTaken();
        throw e;
      }
    },

    async update(id: number, body: MarinaBody): Promise<Marina> {
      try {
        return await sql.begin(async (tx) => {
          const updated = await createPlacesRepository(tx).update(id, values(body));
          if (!updated) throw PlacesError.notFound(id);
          return updated;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw PlacesError.nameTaken();
        throw e;
      }
    },

    async delete(id: number): Promise<void> {
      await sql.begin(async (tx) => {
        const places = createPlacesRepository(tx);
        const used = await places.lockAndCountBoats(id);
        if (used === undefined) throw PlacesError.notFound(id);
        if (used > 0) {
          throw PlacesError.inUse(used);
        }
        await places.delete(id);
      });
    },
  };
}
