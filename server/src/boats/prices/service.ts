import type { AuthUser } from '../../auth/guard.js';
import type { Db, Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import type { CreatePriceBody, PricePeriod, UpdatePriceBody } from '../price-schemas.js';
import { createPricesRepository, type PriceValues } from './repository.js';
import { createBoatsRepository } from '../boat/repository.js';
import { lockBoatFor, ownerScope } from '../boat/service.js';

const trDate = (iso: string) => iso.split('-').reverse().join('.');

function toValues(body: UpdatePriceBody): PriceValues {
  if (body.endDate < body.startDate) {
    throw BoatsError.pricePeriodInvalid();
  }
  return {
    startDate: body.startDate,
    endDate: body.endDate,
    dailyPriceMinor: body.dailyPriceMinor,
    currency: body.currency,
    minDays: body.minDays ?? 1,
    note: body.note?.trim() || null,
  };
}

async function assertNoOverlap(db: Db, boatId: number, v: PriceValues, exceptId: number | null) {
  const clash = await createPricesRepository(db).firstOverlap(boatId, v.startDate, v.endDate, exceptId);
  if (clash) {
    throw BoatsError.pricePeriodOverlap({ from: trDate(clash.startDate), to: trDate(clash.endDate) });
  }
}

const isExclusionViolation = (e: unknown) => (e as { code?: string }).code === '23P01';

/** Seasonal price periods; the actor must be allowed to change the boat. */
export function createPricesService(sql: Sql) {
  const withOverlapGuard = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (isExclusionViolation(e)) throw BoatsError.pricePeriodOverlap();
      throw e;
    }
  };

  /** Locks the period's boat after checking the actor may change it; 404 for another owner's period. */
  async function lockPeriod(db: Db, actor: AuthUser, id: number): Promise<PricePeriod> {
    const period = await createPricesRepository(db).findById(id);
    if (!period || !(await createBoatsRepository(db).lock(period.boatId, ownerScope(actor))))
      throw BoatsError.pricePeriodNotFound();
    return period;
  }

  return {
    async list(actor: AuthUser, boatId: number): Promise<PricePeriod[]> {
      return sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, boatId);
        return createPricesRepository(tx).listForBoat(boatId);
      });
    },

    create: (actor: AuthUser, body: CreatePriceBody) =>
      withOverlapGuard(() =>
        sql.begin(async (tx) => {
          const values = toValues(body);
          await lockBoatFor(tx, actor, body.boat_id);
          await assertNoOverlap(tx, body.boat_id, values, null);
          return createPricesRepository(tx).insert(body.boat_id, values);
        }),
      ),

    update: (actor: AuthUser, id: number, body: UpdatePriceBody) =>
      withOverlapGuard(() =>
        sql.begin(async (tx) => {
          const values = toValues(body);
          const period = await lockPeriod(tx, actor, id);
          await assertNoOverlap(tx, period.boatId, values, id);
          return createPricesRepository(tx).update(id, values);
        }),
      ),

    async delete(actor: AuthUser, id: number): Promise<void> {
      await sql.begin(async (tx) => {
        await lockPeriod(tx, actor, id);
        await createPricesRepository(tx).delete(id);
      });
    },
  };
}
