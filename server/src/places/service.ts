import type { Sql } from '../platform/db.js';
import { conflict, notFound } from '../platform/errors.js';
import { createPlacesRepository, type PlaceValues } from './repository.js';
import type { Marina, MarinaBody } from './schemas.js';

const NOT_FOUND = (id: number) => notFound(`${id} numaralı marina / bölge bulunamadı.`);
const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';
const NAME_TAKEN = () => conflict('PLACE_NAME_TAKEN', 'Bu adla kayıtlı bir marina / bölge zaten var.');

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
      if (!place) throw NOT_FOUND(id);
      return place;
    },

    async create(body: MarinaBody): Promise<Marina> {
      try {
        return await sql.begin((tx) => createPlacesRepository(tx).insert(values(body)));
      } catch (e) {
        if (isUniqueViolation(e)) throw NAME_TAKEN();
        throw e;
      }
    },

    async update(id: number, body: MarinaBody): Promise<Marina> {
      try {
        return await sql.begin(async (tx) => {
          const updated = await createPlacesRepository(tx).update(id, values(body));
          if (!updated) throw NOT_FOUND(id);
          return updated;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw NAME_TAKEN();
        throw e;
      }
    },

    async delete(id: number): Promise<void> {
      await sql.begin(async (tx) => {
        const places = createPlacesRepository(tx);
        const used = await places.lockAndCountBoats(id);
        if (used === undefined) throw NOT_FOUND(id);
        if (used > 0) {
          throw conflict(
            'PLACE_IN_USE',
            `Bu marina / bölge ${used} teknede kullanılıyor; önce teknelerin marinasını değiştirin.`,
          );
        }
        await places.delete(id);
      });
    },
  };
}
