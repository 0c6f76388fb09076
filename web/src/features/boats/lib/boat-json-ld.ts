import type { BoatDetail } from '@/api/client';
import { pick } from '@/i18n/content';
import { type Lang, localePath } from '@/i18n/lang';

/** The boat page's schema.org Product: its offer (the sale price, or the range of daily prices) and rating. */
export function boatJsonLd(boat: BoatDetail, origin: string, lang: Lang) {
  const url = `${origin}${localePath(lang, `/boat/${boat.slug}`)}`;
  const prices = boat.prices.map((p) => p.dailyPriceMinor / 100);
  const currency = boat.prices[0]?.currency ?? 'TRY';
  const offers =
    boat.forSale && boat.salePrice
      ? {
          '@type': 'Offer',
          price: boat.salePrice.amountMinor / 100,
          priceCurrency: boat.salePrice.currency,
          availability: 'https://schema.org/InStock',
          url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: prices.length ? Math.min(...prices) : undefined,
          highPrice: prices.length ? Math.max(...prices) : undefined,
          priceCurrency: currency,
          offerCount: prices.length,
          url,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: boat.name,
    description: pick(lang, boat.description, boat.descriptionEn)
      .value.replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500),
    image: boat.images.map((i) => `${origin}${i.large}`),
    category: pick(lang, boat.type.name, boat.type.nameEn).value,
    brand: { '@type': 'Brand', name: 'Fethiye Tekne' },
    offers,
    ...(boat.rating.count > 0 && boat.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: boat.rating.average,
            reviewCount: boat.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
