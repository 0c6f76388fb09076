import { BoatsError } from '../errors.js';
import type { ExtraValues } from './repository.js';
import type { BoatExtra, UpdateExtraBody } from './schemas.js';

/** The columns a create or an update writes; fields an update leaves out keep `current`'s. */
export function extraValues(body: UpdateExtraBody, current?: BoatExtra): ExtraValues {
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
