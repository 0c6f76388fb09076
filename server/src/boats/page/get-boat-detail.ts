import type { CancellationPolicy } from '../../common/cancellation-policy.js';
import type { Sql } from '../../platform/db.js';
import type { Storage } from '../../platform/storage.js';
import { createCommentsRepository } from '../comments/repository.js';
import { BoatsError } from '../errors.js';
import { createImagesRepository } from '../images/repository.js';
import { toBoatImage } from '../images/boat-image.js';
import { istanbulDate } from '../../common/dates.js';
import { createPricesRepository } from '../prices/repository.js';
import { createExtrasRepository } from '../extras/repository.js';
import { createPublicBoatsRepository } from './repository.js';
import type { BoatDetail } from '../public-schemas.js';
import { appliedCancellationPolicy } from '../read.js';

/** Everything the public boat page shows; unknown or inactive slugs answer 404. */
export async function getBoatDetail(
  sql: Sql,
  storage: Storage,
  slug: string,
  defaultPolicy: () => Promise<CancellationPolicy>,
): Promise<BoatDetail> {
  const b = await createPublicBoatsRepository(sql).findActiveBySlug(slug);
  if (!b) throw BoatsError.boatNotFound();
  const [images, prices, reviews, cancellationPolicy, extras] = await Promise.all([
    createImagesRepository(sql).listForBoat(b.id),
    createPricesRepository(sql).listForBoat(b.id),
    createCommentsRepository(sql).reviewsForBoat(b.id, 20),
    appliedCancellationPolicy(sql, b.id, defaultPolicy()),
    createExtrasRepository(sql).listForBoat(b.id),
  ]);
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    type: { id: b.boatTypeId, name: b.boatTypeName, nameEn: b.boatTypeNameEn },
    marina: { id: b.marinaId, name: b.marinaName, nameEn: b.marinaNameEn, kind: b.marinaKind },
    owner: { firstName: b.ownerFirstName },
    lengthM: b.lengthM,
    year: b.year,
    guestsDay: b.guestsDay,
    guestsNight: b.guestsNight,
    cabins: b.cabins,
    bathrooms: b.bathrooms,
    crew: b.crew,
    captainIncluded: b.captainIncluded,
    description: b.description,
    descriptionEn: b.descriptionEn,
    equipment: b.equipment,
    equipmentEn: b.equipmentEn,
    rules: b.rules,
    rulesEn: b.rulesEn,
    thumbnail: b.thumbnail,
    forRent: b.forRent,
    forSale: b.forSale,
    salePrice:
      b.salePriceMinor !== null && b.saleCurrency ? { amountMinor: b.salePriceMinor, currency: b.saleCurrency } : null,
    popular: b.popular,
    boatOfMonth: b.boatOfMonth,
    images: images.map((r) => toBoatImage(storage, r)),
    // Seasons already over are no use to a visitor (and would mislead the offer in JSON-LD).
    prices: prices
      .filter((p) => p.endDate >= istanbulDate(new Date()))
      .map(({ startDate, endDate, dailyPriceMinor, currency, minDays }) => ({
        startDate,
        endDate,
        dailyPriceMinor,
        currency,
        minDays,
      })),
    cancellationPolicy,
    extras: extras.map(({ id, name, nameEn, priceMinor, currency, unit, mandatory, maxQuantity }) => ({
      id,
      name,
      nameEn,
      priceMinor,
      currency,
      unit,
      mandatory,
      maxQuantity,
    })),
    rating: { average: reviews.average, count: reviews.count },
    reviews: reviews.reviews,
  };
}
