import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import type { BoatType } from './schemas.js';
import { createBoatTypesRepository } from './repository.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

export function createBoatTypesService(sql: Sql) {
  const write = async <T>(fn: (repo: ReturnType<typeof createBoatTypesRepository>) => Promise<T>): Promise<T> => {
    try {
      return (await sql.begin((tx) => fn(createBoatTypesRepository(tx)))) as T;
    } catch (e) {
      if (isUniqueViolation(e)) throw BoatsError.boatTypeNameTaken();
      throw e;
    }
  };
  return {
    async get(id: number): Promise<BoatType> {
      const type = await createBoatTypesRepository(sql).findById(id);
      if (!type) throw BoatsError.boatTypeNotFound(id);
      return type;
    },
    create: (name: string, nameEn?: string | null) => write((repo) => repo.insert(name.trim(), nameEn?.trim() || null)),
    update: (id: number, name: string, nameEn?: string | null) =>
      write(async (repo) => {
        const updated = await repo.update(id, name.trim(), nameEn === undefined ? undefined : nameEn?.trim() || null);
        if (!updated) throw BoatsError.boatTypeNotFound(id);
        return updated;
      }),
    async delete(id: number): Promise<void> {
      await write(async (repo) => {
        const used = await repo.lockAndCountBoats(id);
        if (used === undefined) throw BoatsError.boatTypeNotFound(id);
        if (used > 0) {
          throw BoatsError.boatTypeInUse(used);
        }
        await repo.delete(id);
      });
    },
  };
}
