import { requireValidPolicy, type CancellationPolicy } from '../../common/cancellation-policy.js';
import type { AuthUser } from '../../auth/guard.js';
import { findUser } from '../../auth/read.js';
import { toCsv } from '../../common/csv.js';
import { englishInput } from '../../common/language.js';

/** An English list, trimmed and without repeats; empty is untranslated. */
function englishList(items: string[]): string[] | null {
  const list = [...new Set(items.map((e) => e.trim()).filter(Boolean))];
  return list.length > 0 ? list : null;
}
import { nextFreeSlug, slugClashPrefix, slugify } from '../../common/turkish.js';
import type { Db, Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createBoatsRepository, type BoatFlag, type BoatValues, type OwnerScope } from './repository.js';
import { sanitizeDescription } from './sanitize.js';
import type { Boat, BoatBody } from './schemas.js';
import { createBoatTypesRepository } from '../types/repository.js';

/** ADMIN sees every boat, an OWNER only their own (others answer 404 so ids do not leak). */
export const ownerScope = (actor: AuthUser): OwnerScope => (actor.role === 'ADMIN' ? null : actor.id);

/** Locks a boat the actor may change, or answers 404. */
export async function lockBoatFor(db: Db, actor: AuthUser, boatId: number): Promise<{ id: number; ownerId: number }> {
  const boat = await createBoatsRepository(db).lock(boatId, ownerScope(actor));
  if (!boat) throw BoatsError.boatNotFound();
  return boat;
}

async function resolveOwner(db: Db, actor: AuthUser, requested: number | undefined, current?: number): Promise<number> {
  if (actor.role === 'OWNER') {
    if (requested !== undefined && requested !== actor.id) {
      throw BoatsError.adminOnly('Tekne sahibini yalnızca yönetici değiştirebilir.');
    }
    return current ?? actor.id;
  }
  const ownerId = requested ?? current;
  if (ownerId === undefined) throw BoatsError.ownerRequired();
  const owner = await findUser(db, ownerId);
  if (!owner || owner.role !== 'OWNER') {
    throw BoatsError.ownerInvalid(ownerId);
  }
  return ownerId;
}

async function toValues(db: Db, body: BoatBody, ownerId: number): Promise<BoatValues> {
  if (!(await createBoatTypesRepository(db).findById(body.boatTypeId))) {
    throw BoatsError.boatTypeInvalid(body.boatTypeId);
  }
  if (!(await createBoatsRepository(db).marinaExists(body.marinaId))) {
    throw BoatsError.marinaInvalid(body.marinaId);
  }
  const salePriceMinor = body.salePriceMinor ?? null;
  const saleCurrency = body.saleCurrency ?? null;
  if ((salePriceMinor === null) !== (saleCurrency === null)) {
    throw BoatsError.salePriceIncomplete();
  }
  const name = body.name.trim();
  if (!name) throw BoatsError.nameRequired();
  return {
    name,
    boatTypeId: body.boatTypeId,
    marinaId: body.marinaId,
    ownerId,
    lengthM: Math.round(body.lengthM * 100) / 100,
    year: body.year ?? null,
    guestsDay: body.guestsDay,
    guestsNight: body.guestsNight ?? 0,
    cabins: body.cabins ?? 0,
    bathrooms: body.bathrooms ?? 0,
    crew: body.crew ?? 0,
    captainIncluded: body.captainIncluded ?? true,
    description: sanitizeDescription(body.description ?? ''),
    equipment: [...new Set((body.equipment ?? []).map((e) => e.trim()).filter(Boolean))],
    rules: (body.rules ?? '').trim(),
    ...(body.descriptionEn !== undefined
      ? { descriptionEn: body.descriptionEn === null ? null : sanitizeDescription(body.descriptionEn) || null }
      : {}),
    ...(body.equipmentEn !== undefined
      ? {
          equipmentEn: body.equipmentEn === null ? null : englishList(body.equipmentEn),
        }
      : {}),
    ...(body.rulesEn !== undefined ? { rulesEn: englishInput(body.rulesEn) } : {}),
    forRent: body.forRent ?? true,
    forSale: body.forSale ?? false,
    salePriceMinor,
    saleCurrency,
    active: body.active ?? true,
    icalUrl: body.icalUrl?.trim() || null,
    ...paper('registryNumber', body.registryNumber),
    ...paper('tourismLicenceNumber', body.tourismLicenceNumber),
    ...paper('flag', body.flag),
    ...paper('portOfRegistry', body.portOfRegistry),
    ...(body.balanceOnBoard !== undefined ? { balanceOnBoard: body.balanceOnBoard } : {}),
  };
}

/** A line of the boat's papers: absent keeps it, null or blank clears it. */
const paper = <K extends 'registryNumber' | 'tourismLicenceNumber' | 'flag' | 'portOfRegistry'>(
  key: K,
  value: string | null | undefined,
): Partial<Record<K, string | null>> =>
  value === undefined ? {} : ({ [key]: value?.trim() || null } as Partial<Record<K, string | null>>);

/** The slug of a boat whose name has no letter or digit to keep ('!!!'). */
const BOAT_SLUG_FALLBACK = 'tekne';

const CSV_HEADER = [
  'No',
  'Ad',
  'Adres (slug)',
  'Tip',
  'Marina',
  'Sahip',
  'Boy (m)',
  'Yıl',
  'Günlük misafir',
  'Konaklamalı misafir',
  'Kabin',
  'Banyo',
  'Mürettebat',
  'Kaptanlı',
  'Kiralık',
  'Satılık',
  'Satış fiyatı',
  'Para birimi',
  'Aktif',
  'Popüler',
  'Ayın teknesi',
  'Sıra',
  'Donanım',
  'Oluşturulma',
];

/** Boat use cases; every write runs in one transaction. */
/** What else removing a boat's iCal URL does, in the same transaction (the imported blocks go). */
export interface IcalRemovedHook {
  /** Runs first in that transaction, before the boat's row is locked (the reservations' lock on the boat's dates, which every writer of them takes first). */
  before(tx: Db, boatId: number): Promise<void>;
  removed(tx: Db, boatId: number, actor: AuthUser): Promise<void>;
}

/**
 * Checks an iCal URL before a boat is saved with it (the calendar's: a URL into the server's own network
 * is refused, not saved silently to fail at every sync); throws the refusal.
 */
export type IcalUrlCheck = (url: string) => Promise<void>;

export function createBoatsService(sql: Sql, onIcalRemoved?: IcalRemovedHook, checkIcalUrl?: IcalUrlCheck) {
  const reload = async (db: Db, id: number) => (await createBoatsRepository(db).findById(id, null))!;
  const checkUrl = async (body: BoatBody) => {
    const url = body.icalUrl?.trim();
    if (url && checkIcalUrl) await checkIcalUrl(url);
  };

  return {
    async get(actor: AuthUser, id: number): Promise<Boat> {
      const boat = await createBoatsRepository(sql).findById(id, ownerScope(actor));
      if (!boat) throw BoatsError.boatNotFound();
      return boat;
    },

    async create(actor: AuthUser, body: BoatBody): Promise<Boat> {
      await checkUrl(body);
      return sql.begin(async (tx) => {
        const boats = createBoatsRepository(tx);
        const values = await toValues(tx, body, await resolveOwner(tx, actor, body.ownerId));
        const base = slugify(values.name) || BOAT_SLUG_FALLBACK;
        const prefix = slugClashPrefix(base);
        // Serialises slug choice for the same base name; the unique index is the final guard.
        await tx`select pg_advisory_xact_lock(hashtext(${prefix}))`;
        const slug = nextFreeSlug(base, await boats.slugsStartingWith(prefix));
        const id = await boats.insert(slug, values);
        return reload(tx, id);
      });
    },

    async update(actor: AuthUser, id: number, body: BoatBody): Promise<Boat> {
      await checkUrl(body);
      return sql.begin(async (tx) => {
        const current = await lockBoatFor(tx, actor, id);
        const values = await toValues(tx, body, await resolveOwner(tx, actor, body.ownerId, current.ownerId));
        await createBoatsRepository(tx).update(id, values);
        return reload(tx, id);
      });
    },

    async setFlag(actor: AuthUser, id: number, flag: BoatFlag, value: boolean | undefined): Promise<Boat> {
      if (flag === 'popular' && actor.role !== 'ADMIN')
        throw BoatsError.adminOnly('Tekneyi yalnızca yönetici öne çıkarabilir.');
      return sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, id);
        const boats = createBoatsRepository(tx);
        await boats.setFlag(id, flag, value ?? !(await boats.flag(id, flag)));
        return reload(tx, id);
      });
    },

    async setBoatOfMonth(actor: AuthUser, id: number, value: boolean | undefined): Promise<Boat> {
      if (actor.role !== 'ADMIN') throw BoatsError.adminOnly('Ayın teknesini yalnızca yönetici seçebilir.');
      return sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, id);
        const boats = createBoatsRepository(tx);
        await boats.setBoatOfMonth(id, value ?? !(await boats.isBoatOfMonth(id)));
        return reload(tx, id);
      });
    },

    /** The boat's own cancellation policy, or null for the settings' default (an OWNER for their own boats). */
    async setCancellationPolicy(actor: AuthUser, id: number, policy: CancellationPolicy | null): Promise<Boat> {
      if (policy) requireValidPolicy(policy);
      return sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, id);
        await createBoatsRepository(tx).setCancellationPolicy(id, policy);
        return reload(tx, id);
      });
    },

    async setDisplayOrder(actor: AuthUser, id: number, order: number): Promise<Boat> {
      if (actor.role !== 'ADMIN') throw BoatsError.adminOnly('Görüntüleme sırasını yalnızca yönetici değiştirebilir.');
      return sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, id);
        await createBoatsRepository(tx).setDisplayOrder(id, order);
        return reload(tx, id);
      });
    },

    async deleteIcal(actor: AuthUser, id: number): Promise<Boat> {
      return sql.begin(async (tx) => {
        await onIcalRemoved?.before(tx, id);
        await lockBoatFor(tx, actor, id);
        await createBoatsRepository(tx).clearIcal(id);
        await onIcalRemoved?.removed(tx, id, actor);
        return reload(tx, id);
      });
    },

    async csv(actor: AuthUser): Promise<string> {
      const rows = await createBoatsRepository(sql).csvRows(ownerScope(actor));
      return toCsv(
        CSV_HEADER,
        rows.map((b) => [
          b.id,
          b.name,
          b.slug,
          b.boatTypeName,
          b.marinaName,
          b.ownerName,
          b.lengthM,
          b.year,
          b.guestsDay,
          b.guestsNight,
          b.cabins,
          b.bathrooms,
          b.crew,
          b.captainIncluded,
          b.forRent,
          b.forSale,
          b.salePriceMinor === null ? null : (b.salePriceMinor / 100).toFixed(2),
          b.saleCurrency,
          b.active,
          b.popular,
          b.boatOfMonth,
          b.displayOrder,
          b.equipment.join(', '),
          b.createdAt,
        ]),
      );
    },
  };
}
