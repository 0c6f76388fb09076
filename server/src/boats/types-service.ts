import type { Sql } from '../platform/db.js';
import { conflict, notFound } from '../platform/errors.js';
import type { BoatType } from './type-schemas.js';
import { createBoatTypesRepository } from './types-repository.js';

const NOT_FOUND = (id: number) => notFound(`${id} numaralı tekne tipi bulunamadı.`);
const NAME_TAKEN = () => conflict('BOAT_TYPE_NAME_TAKEN', 'Bu adla kayıtlı bir tekne tipi zaten var.');
const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

export function createBoatTypesService(sql: Sql) {
  const write = async <T>(fn: (repo: ReturnType<typeof createBoatTypesRepository>) => Promise<T>): Promise<T> => {
    try {
      return (await sql.begin((tx) => fn(createBoatTypesRepository(tx)))) as T;
    } catch (e) {
      if (isUniqueViolation(e)) throw NAME_TAKEN();
      throw e;
    }
  };
  return {
    async get(id: number): Promise<BoatType> {
      const type = await createBoatTypesRepository(sql).findById(id);
      if (!type) throw NOT_FOUND(id);
      return type;
    },
    create: (name: string, nameEn?: string | null) => write((repo) => repo.insert(name.trim(), nameEn?.trim() || null)),
    update: (id: number, name: string, nameEn?: string | null) =>
      write(async (repo) => {
        const updated = await repo.update(id, name.trim(), nameEn === undefined ? undefined : nameEn?.trim() || null);
        if (!updated) throw NOT_FOUND(id);
        return updated;
      }),
    async delete(id: number): Promise<void> {
      await write(async (repo) => {
        const used = await repo.lockAndCountBoats(id);
        if (used === undefined) throw NOT_FOUND(id);
        if (used > 0) {
          throw conflict(
            'BOAT_TYPE_IN_USE',
            `Bu tekne tipi ${used} teknede kullanılıyor; önce teknelerin tipini değiştirin.`,
          );
        }
        await repo.delete(id);
      });
    },
  };
}
