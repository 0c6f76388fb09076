import { useState } from 'react';
import { useData } from 'vike-react/useData';
import type { BoatDetail } from '@/api/client';
import { Price } from '@/components/ui/price';
import { useWhatsAppPhone, WhatsAppLink } from '@/components/whatsapp-link';
import { AvailabilityCalendar } from '@/features/availability/components/availability-calendar';
import type { DateRange } from '@/lib/iso-calendar';
import { useBoat } from '@/features/boats/api/get-boat';
import { BookingForm } from '@/features/booking/components/booking-form';
import { Lightbox } from '@/features/boats/components/lightbox';
import { EnquiryForm } from '@/features/enquiry/components/enquiry-form';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { htmlIn, pick } from '@/i18n/content';
import { Localized } from '@/i18n/localized';
import { type Texts, useLocale } from '@/i18n/texts';
import type { Lang } from '@/i18n/lang';
import { localePath } from '@/i18n/lang';
import { breadcrumbList, JsonLd } from '@/lib/json-ld';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

function jsonLd(boat: BoatDetail, origin: string, lang: Lang) {
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

function GalleryImage({
  img,
  index,
  name,
  sizes,
  t,
  onOpen,
}: {
  t: Texts;
  img: BoatDetail['images'][number];
  index: number;
  name: string;
  sizes: string;
  onOpen: (index: number) => void;
}) {
  return (
    <figure>
      {/* The picture is the button: its name is the picture's description; it opens the full-screen view. */}
      <button type="button" className="gallery-open" onClick={() => onOpen(index)}>
        <img
          src={index === 0 ? img.medium : img.thumb}
          srcSet={`${img.thumb} 400w, ${img.medium} 1024w, ${img.large} ${img.width}w`}
          sizes={sizes}
          width={img.width}
          height={img.height}
          alt={t.boat.photo(name, index + 1)}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
        />
      </button>
    </figure>
  );
}

function Gallery({ boat, t }: { boat: BoatDetail; t: Texts }) {
  const [open, setOpen] = useState<number | null>(null);
  const [first, ...rest] = boat.images;
  if (!first) return null;
  return (
    <>
      <div className="gallery" data-testid="gallery">
        <GalleryImage
          t={t}
          img={first}
          index={0}
          name={boat.name}
          sizes="(max-width: 720px) 100vw, 66vw"
          onOpen={setOpen}
        />
        {rest.length > 0 && (
          <div className="gallery-side">
            {rest.slice(0, 2).map((img, i) => (
              <GalleryImage
                t={t}
                key={img.id}
                img={img}
                index={i + 1}
                name={boat.name}
                sizes="(max-width: 720px) 50vw, 33vw"
                onOpen={setOpen}
              />
            ))}
          </div>
        )}
      </div>
      {boat.images.length > 3 && (
        <p>
          <button type="button" className="btn btn-sm" onClick={() => setOpen(0)} data-testid="gallery-all">
            {t.boat.allPhotos(boat.images.length)}
          </button>
        </p>
      )}
      {open !== null && (
        <Lightbox images={boat.images} index={open} name={boat.name} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

/**
 * On a phone the form is far below (after the details): a bar kept at the bottom of the screen while
 * the boat's page scrolls shows the daily price from (or the sale price) and leads to the form.
 */
function PriceBar({ boat, t }: { boat: BoatDetail; t: Texts['boat'] }) {
  const cheapest = boat.prices.reduce<BoatDetail['prices'][number] | undefined>(
    (low, p) => (low === undefined || p.dailyPriceMinor < low.dailyPriceMinor ? p : low),
    undefined,
  );
  const rent = boat.forRent;
  const money = rent
    ? cheapest && { amountMinor: cheapest.dailyPriceMinor, currency: cheapest.currency }
    : boat.salePrice && { amountMinor: boat.salePrice.amountMinor, currency: boat.salePrice.currency };
  return (
    <aside className="boat-bar" aria-label={t.priceBar} data-testid="boat-bar">
      {money && (
        <span>
          <span className="muted">{rent ? t.daily : t.salePrice}</span> <Price money={money} className="card-price" />
        </span>
      )}
      <a className="btn btn-gold" href={rent ? '#booking-title' : '#enquiry-form-title'} data-testid="boat-bar-link">
        {rent ? t.toBooking : t.toEnquiry}
      </a>
    </aside>
  );
}

export default function Page() {
  const data = useData<Data>();
  const { data: boat = data.boat } = useBoat(data.boat.slug, data.boat);
  const [dates, setDates] = useState<DateRange>({ start: '', end: '' });
  const { t: texts, lang, href, number, date } = useLocale();
  const t = texts.boat;
  const whatsapp = useWhatsAppPhone();
  const equipment = pick(lang, boat.equipment, boat.equipmentEn);
  const rules = pick(lang, boat.rules, boat.rulesEn);
  const policyText = lang === 'en' ? boat.cancellationPolicy.textEn : boat.cancellationPolicy.text;
  const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);
  return (
    <article>
      <JsonLd data={jsonLd(boat, data.origin, lang)} />
      <JsonLd
        data={breadcrumbList(data.origin, [
          { name: t.home, path: href('/') },
          { name: boat.forRent ? t.rent : t.sale, path: href(boat.forRent ? '/listing' : '/listingsale') },
          { name: boat.name, path: href(`/boat/${boat.slug}`) },
        ])}
      />
      <nav aria-label={t.breadcrumb} className="muted">
        <a href={href('/')}>{t.home}</a> ›{' '}
        <a href={href(boat.forRent ? '/listing' : '/listingsale')}>{boat.forRent ? t.rent : t.sale}</a> ›{' '}
        <a href={href(`/listing?regions=${boat.marina.id}`)}>
          <Localized lang={lang} tr={boat.marina.name} en={boat.marina.nameEn} />
        </a>
      </nav>
      <div className="boat-title">
        <h1>{boat.name}</h1>
        <FavouriteButton boat={{ id: boat.id, slug: boat.slug, name: boat.name, thumbnail: boat.thumbnail }} />
      </div>
      <p className="muted">
        <Localized lang={lang} tr={boat.type.name} en={boat.type.nameEn} /> ·{' '}
        <Localized lang={lang} tr={boat.marina.name} en={boat.marina.nameEn} />
        {boat.rating.count > 0 && boat.rating.average !== null && (
          <>
            {' '}
            · <span className="stars">★ {number(boat.rating.average)}</span> ({texts.reviews.count(boat.rating.count)})
          </>
        )}
      </p>
      {whatsapp && (
        <p>
          <WhatsAppLink phone={whatsapp} text={t.whatsappAbout(boat.name)} className="btn btn-whatsapp" />
        </p>
      )}
      <Gallery boat={boat} t={texts} />
      <div className="boat-layout">
        <div>
          <h2>{t.specs}</h2>
          <ul className="specs">
            <li>
              <span>{t.length}</span>
              {number(boat.lengthM)} m
            </li>
            {boat.year && (
              <li>
                <span>{t.year}</span>
                {boat.year}
              </li>
            )}
            <li>
              <span>{t.guestsDay}</span>
              {boat.guestsDay}
            </li>
            <li>
              <span>{t.guestsNight}</span>
              {boat.guestsNight}
            </li>
            <li>
              <span>{t.cabins}</span>
              {boat.cabins}
            </li>
            <li>
              <span>{t.bathrooms}</span>
              {boat.bathrooms}
            </li>
            <li>
              <span>{t.crew}</span>
              {boat.crew}
            </li>
            <li>
              <span>{t.captain}</span>
              {boat.captainIncluded ? t.included : t.notIncluded}
            </li>
          </ul>
          <h2>{t.about}</h2>
          <SanitizedHtml {...htmlIn(pick(lang, boat.description, boat.descriptionEn))} />
          {equipment.value.length > 0 && (
            <>
              <h2>{t.equipment}</h2>
              <ul className="equipment" lang={equipment.lang}>
                {equipment.value.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </>
          )}
          {boat.forSale && boat.salePrice && (
            <p className="card-price">
              {t.salePrice}: <Price money={boat.salePrice} />
            </p>
          )}
          {boat.forSale && boat.forRent && (
            <EnquiryForm kind="purchase" boat={{ slug: boat.slug, name: boat.name }} id="purchase-form" />
          )}
          {boat.prices.length > 0 && (
            <>
              <h2>{t.seasons}</h2>
              <table data-testid="price-table">
                <caption className="sr-only">{t.seasonsCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.period}</th>
                    <th scope="col">{t.dailyPrice}</th>
                    <th scope="col">{t.minimum}</th>
                  </tr>
                </thead>
                <tbody>
                  {boat.prices.map((p) => (
                    <tr key={`${p.startDate}-${p.endDate}`}>
                      <td>
                        {date(p.startDate)} – {date(p.endDate)}
                      </td>
                      <td>
                        <Price money={{ amountMinor: p.dailyPriceMinor, currency: p.currency }} />
                      </td>
                      <td>{t.days(p.minDays)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {boat.forRent && (
            <AvailabilityCalendar
              slug={boat.slug}
              today={data.today}
              initial={data.availability}
              value={dates}
              onChange={setDates}
              formHref="#booking-title"
            />
          )}
          {boat.rules && (
            <>
              <h2>{t.rules}</h2>
              <p lang={rules.lang}>{rules.value}</p>
            </>
          )}
          {boat.extras.length > 0 && (
            <>
              <h2>{t.extras}</h2>
              <table data-testid="extras-table">
                <caption className="sr-only">{t.extrasCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.extra}</th>
                    <th scope="col">{t.extraPrice}</th>
                    <th scope="col">{t.extraKind}</th>
                  </tr>
                </thead>
                <tbody>
                  {boat.extras.map((e) => {
                    const name = pick(lang, e.name, e.nameEn);
                    return (
                      <tr key={e.id}>
                        <td lang={name.lang}>{name.value}</td>
                        <td>
                          <Price money={{ amountMinor: e.priceMinor, currency: e.currency }} /> {t.units[e.unit]}
                        </td>
                        <td>
                          {e.mandatory ? t.mandatory : t.optional}
                          {!e.mandatory && e.maxQuantity !== null ? ` (${t.upTo(e.maxQuantity)})` : ''}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </>
          )}
          {/* The cancellation terms are a charter's: a boat for sale only has none to show. */}
          {boat.forRent && (
            <>
              <h2>{t.cancellation}</h2>
              <p data-testid="boat-cancellation-policy">{policyText}</p>
            </>
          )}
        </div>
        {boat.forRent && (
          <BookingForm
            slug={boat.slug}
            maxGuests={Math.max(boat.guestsDay, boat.guestsNight)}
            dates={dates}
            onDatesChange={setDates}
            cancellationPolicy={{ text: policyText }}
            extras={boat.extras}
            today={data.today}
          />
        )}
        {boat.forSale && !boat.forRent && <EnquiryForm kind="purchase" boat={{ slug: boat.slug, name: boat.name }} />}
        {/* After the form in the document, so Tab goes calendar → booking form → reviews; placed in the
            main column below the details by the grid. */}
        <section className="boat-reviews" aria-labelledby="reviews-title">
          <h2 id="reviews-title">{texts.reviews.heading}</h2>
          {boat.reviews.length === 0 ? (
            <p className="muted">{texts.reviews.none}</p>
          ) : (
            <ul className="reviews">
              {boat.reviews.map((r) => (
                <li key={r.id}>
                  <strong>{r.name}</strong>{' '}
                  <span className="stars" role="img" aria-label={texts.reviews.outOf(r.rating)}>
                    {stars(r.rating)}
                  </span>{' '}
                  <span className="muted">{date(r.createdAt)}</span>
                  {/* Written in the language of the page it was sent from; marked where that is not this page's. */}
                  <p lang={r.language === lang ? undefined : r.language}>{r.text}</p>
                </li>
              ))}
            </ul>
          )}
          <ReviewForm slug={boat.slug} />
        </section>
      </div>
      {(boat.forRent || boat.forSale) && <PriceBar boat={boat} t={t} />}
    </article>
  );
}
