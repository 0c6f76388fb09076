import type { AuthUser } from '../../auth/guard.js';
import type { Db, Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import type { BoatExtra, CreateExtraBody, UpdateExtraBody } from './schemas.js';
import { createExtrasRepository, type ExtraValues } from './repository.js';
import { createBoatsRepository } from '../boat/repository.js';
import { lockBoatFor, ownerScope } from '../boat/service.js';

function toValues(body: UpdateExtraBody, current?: BoatExtra): ExtraValues {
  const name = body.name.trim();
  if (!name) throw BoatsError.extraNameRequired();
  const nameEn = body.nameEn === undefined ? (current?.nameEn ?? null) : body.nameEn?.trim() || null;
  const mandatory = body.mandatory ?? current?.mandatory ?? false;
  const maxQuantity = body.maxQuantity === undefined ? (current?.maxQuantity ?? null) : body.maxQuantity;
  // A mandatory extra is always one (its unit counts the days or persons); a limit on it means nothing.
  if (mandatory && body.maxQuantity != null && body.maxQuantity !== 1) throw BoatsError.extraMandatoryQuantity();
  return {
    name,
    nameEn,
    priceMinor: body.priceMinor,
    currency: body.currency,
    unit: body.unit,
    mandatory,
    maxQuantity: mandatory ? null : maxQuantity,
    position: body.position ?? current?.position ?? 0,
  };
}

/** A boat's priced extras; the actor must be allowed to change the boat (ADMIN, or its OWNER). */
export function createExtrasService(sql: Sql) {
  /** Locks the extra's boat after checking the actor may change it; 404 for another owner's extra. */
  async function lockExtra(db: Db, actor: AuthUser, id: number): Promise<BoatExtra> {
    const extra = await createExtrasRepository(db).findById(id);
    if (!extra || !(await createBoatsRepository(db).lock(extra.boatId, ownerScope(actor))))
      throw BoatsError.extraNotFound(id);
    return extra;
  }

  return {
    list: (actor: AuthUser, boatId: number): Promise<BoatExtra[]> =>
      sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, boatId);
        return createExtrasRepository(tx).listForBoat(boatId);
      }),

    create: (actor: AuthUser, body: CreateExtraBody): Promise<BoatExtra> =>
      sql.begin(async (tx) => {
        const values = toValues(body);
        await lockBoatFor(tx, actor, body.boat_id);
        return createExtrasRepository(tx).insert(body.boat_id, values);
      }),

    update: (actor: AuthUser, id: number, body: UpdateExtraBody): Promise<BoatExtra> =>
      sql.begin(async (tx) => {
        const current = await lockExtra(tx, actor, id);
        return createExtrasRepository(tx).update(id, toValues(body, current));
      }),

    async delete(actor: AuthUser, id: number): Promise<void> {
      await sql.begin(async (tx) => {
        await lockExtra(tx, actor, id);
        await createExtrasRepository(tx).delete(id);
      });
    },
  };
}
