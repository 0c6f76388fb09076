import type { AuthUser } from '../../auth/guard.js';
import { findUser } from '../../auth/read.js';
import { englishInput } from '../../common/language.js';
import type { Db } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createBoatTypesRepository } from '../types/repository.js';
import type { IcalUrlCheck } from './deps.js';
import { createBoatsRepository, type BoatValues } from './repository.js';
import { sanitizeDescription } from './sanitize.js';
import type { BoatBody } from './schemas.js';

/** An English list, trimmed and without repeats; empty is untranslated. */
function englishList(items: string[]): string[] | null {
  const list = [...new Set(items.map((e) => e.trim()).filter(Boolean))];
  return list.length > 0 ? list : null;
}

/** A line of the boat's papers: absent keeps it, null or blank clears it. */
const paper = <K extends 'registryNumber' | 'tourismLicenceNumber' | 'flag' | 'portOfRegistry'>(
  key: K,
  value: string | null | undefined,
): Partial<Record<K, string | null>> =>
  value === undefined ? {} : ({ [key]: value?.trim() || null } as Partial<Record<K, string | null>>);

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

/**
 * The columns a create or a full update writes, from the body: the owner (an OWNER only themselves,
 * an ADMIN an existing OWNER; `currentOwnerId` on an update), the type and marina checked, the
 * description sanitised, lists trimmed.
 */
export async function boatValues(
  db: Db,
  actor: AuthUser,
  body: BoatBody,
  currentOwnerId?: number,
): Promise<BoatValues> {
  const ownerId = await resolveOwner(db, actor, body.ownerId, currentOwnerId);
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

/** The body's iCal URL checked by the calendar before any write (none given: nothing to check). */
export async function checkBodyIcalUrl(checkIcalUrl: IcalUrlCheck | undefined, body: BoatBody): Promise<void> {
  const url = body.icalUrl?.trim();
  if (url && checkIcalUrl) await checkIcalUrl(url);
}
