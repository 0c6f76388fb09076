import { useState } from 'react';
import { useData } from 'vike-react/useData';
import type { BoatDetail } from '@/api/client';
import { Price } from '@/components/ui/price';
import { AvailabilityCalendar, type DateRange } from '@/features/availability/components/availability-calendar';
import { useBoat } from '@/features/boats/api/get-boat';
import { BookingForm } from '@/features/booking/components/booking-form';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { formatDate, formatNumber } from '@/lib/money';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

function jsonLd(boat: BoatDetail, origin: string) {
  const prices = boat.prices.map((p) => p.dailyPriceMinor / 100);
  const currency = boat.prices[0]?.currency ?? 'TRY';
  const offers =
    boat.forSale && boat.salePrice
      ? {
          '@type': 'Offer',
          price: boat.salePrice.amountMinor / 100,
          priceCurrency: boat.salePrice.currency,
          availability: 'https://schema.org/InStock',
          url: `${origin}/boat/${boat.slug}`,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: prices.length ? Math.min(...prices) : undefined,
          highPrice: prices.length ? Math.max(...prices) : undefined,
          priceCurrency: currency,
          offerCount: prices.length,
          url: `${origin}/boat/${boat.slug}`,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: boat.name,
    description: boat.description
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 500),
    image: boat.images.map((i) => `${origin}${i.large}`),
    category: boat.type.name,
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
}: {
  img: BoatDetail['images'][number];
  index: number;
  name: string;
  sizes: string;
}) {
  return (
    <figure>
      <img
        src={index === 0 ? img.medium : img.thumb}
        srcSet={`${img.thumb} 400w, ${img.medium} 1024w, ${img.large} ${img.width}w`}
        sizes={sizes}
        width={img.width}
        height={img.height}
        alt={`${name} – fotoğraf ${index + 1}`}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
      />
    </figure>
  );
}

function Gallery({ boat }: { boat: BoatDetail }) {
  const [first, ...rest] = boat.images;
  if (!first) return null;
  return (
    <div className="gallery" data-testid="gallery">
      <GalleryImage img={first} index={0} name={boat.name} sizes="(max-width: 720px) 100vw, 66vw" />
      {rest.length > 0 && (
        <div className="gallery-side">
          {rest.slice(0, 2).map((img, i) => (
            <GalleryImage key={img.id} img={img} index={i + 1} name={boat.name} sizes="(max-width: 720px) 50vw, 33vw" />
          ))}
        </div>
      )}
    </div>
  );
}

export default function Page() {
  const data = useData<Data>();
  const { data: boat = data.boat } = useBoat(data.boat.slug, data.boat);
  const [dates, setDates] = useState<DateRange>({ start: '', end: '' });
  const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);
  return (
    <article>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd(boat, data.origin)).replace(/</g, '\\u003c') }}
      />
      <nav aria-label="Konum" className="muted">
        <a href="/">Ana sayfa</a> ›{' '}
        <a href={boat.forRent ? '/listing' : '/listingsale'}>{boat.forRent ? 'Kiralık' : 'Satılık'}</a> ›{' '}
        <a href={`/listing?regions=${boat.marina.id}`}>{boat.marina.name}</a>
      </nav>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'space-between' }}>
        <h1>{boat.name}</h1>
        <FavouriteButton boat={{ id: boat.id, slug: boat.slug, name: boat.name, thumbnail: boat.thumbnail }} />
      </div>
      <p className="muted">
        {boat.type.name} · {boat.marina.name}
        {boat.rating.count > 0 && boat.rating.average !== null && (
          <>
            {' '}
            · <span className="stars">★ {formatNumber(boat.rating.average)}</span> ({boat.rating.count} yorum)
          </>
        )}
      </p>
      <Gallery boat={boat} />
      <div className="boat-layout">
        <div>
          <h2>Özellikler</h2>
          <ul className="specs">
            <li>
              <span>Boy</span>
              {formatNumber(boat.lengthM)} m
            </li>
            {boat.year && (
              <li>
                <span>Yapım yılı</span>
                {boat.year}
              </li>
            )}
            <li>
              <span>Günlük misafir</span>
              {boat.guestsDay}
            </li>
            <li>
              <span>Konaklamalı misafir</span>
              {boat.guestsNight}
            </li>
            <li>
              <span>Kabin</span>
              {boat.cabins}
            </li>
            <li>
              <span>Banyo</span>
              {boat.bathrooms}
            </li>
            <li>
              <span>Mürettebat</span>
              {boat.crew}
            </li>
            <li>
              <span>Kaptan</span>
              {boat.captainIncluded ? 'Dahil' : 'Dahil değil'}
            </li>
          </ul>
          <h2>Tekne hakkında</h2>
          <SanitizedHtml html={boat.description} />
          {boat.equipment.length > 0 && (
            <>
              <h2>Donanım</h2>
              <ul className="equipment">
                {boat.equipment.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </>
          )}
          {boat.forSale && boat.salePrice && (
            <p className="card-price">
              Satış fiyatı: <Price money={boat.salePrice} />
            </p>
          )}
          {boat.prices.length > 0 && (
            <>
              <h2>Sezon fiyatları</h2>
              <table data-testid="price-table">
                <caption className="sr-only">Sezonlara göre günlük fiyatlar</caption>
                <thead>
                  <tr>
                    <th scope="col">Dönem</th>
                    <th scope="col">Günlük fiyat</th>
                    <th scope="col">En az</th>
                  </tr>
                </thead>
                <tbody>
                  {boat.prices.map((p) => (
                    <tr key={`${p.startDate}-${p.endDate}`}>
                      <td>
                        {formatDate(p.startDate)} – {formatDate(p.endDate)}
                      </td>
                      <td>
                        <Price money={{ amountMinor: p.dailyPriceMinor, currency: p.currency }} />
                      </td>
                      <td>{p.minDays} gün</td>
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
              <h2>Kurallar</h2>
              <p>{boat.rules}</p>
            </>
          )}
          <h2>İptal koşulları</h2>
          <p data-testid="boat-cancellation-policy">{boat.cancellationPolicy.text}</p>
          <h2>Yorumlar</h2>
          {boat.reviews.length === 0 ? (
            <p className="muted">Bu tekne için henüz yorum yok.</p>
          ) : (
            <ul className="reviews">
              {boat.reviews.map((r) => (
                <li key={r.id}>
                  <strong>{r.name}</strong>{' '}
                  <span className="stars" aria-label={`5 üzerinden ${r.rating}`}>
                    {stars(r.rating)}
                  </span>{' '}
                  <span className="muted">{formatDate(r.createdAt)}</span>
                  <p>{r.text}</p>
                </li>
              ))}
            </ul>
          )}
          <ReviewForm slug={boat.slug} />
        </div>
        {boat.forRent && (
          <BookingForm
            slug={boat.slug}
            maxGuests={Math.max(boat.guestsDay, boat.guestsNight)}
            dates={dates}
            onDatesChange={setDates}
            cancellationPolicy={boat.cancellationPolicy}
          />
        )}
      </div>
    </article>
  );
}
