import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { Price } from '@/components/ui/price';
import { useWhatsAppPhone, WhatsAppLink } from '@/components/whatsapp-link';
import { AvailabilityCalendar } from '@/features/availability/components/availability-calendar';
import { useBoat } from '@/features/boats/api/get-boat';
import { Gallery } from '@/features/boats/components/gallery';
import { PriceBar } from '@/features/boats/components/price-bar';
import { boatJsonLd } from '@/features/boats/lib/boat-json-ld';
import { BookingForm } from '@/features/booking/components/booking-form';
import { EnquiryForm } from '@/features/enquiry/components/enquiry-form';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { BoatReviews } from '@/features/reviews/components/boat-reviews';
import { htmlIn, pick } from '@/i18n/content';
import { Localized } from '@/i18n/localized';
import { useLocale } from '@/i18n/texts';
import type { DateRange } from '@/lib/iso-calendar';
import { breadcrumbList, JsonLd } from '@/lib/json-ld';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

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
  return (
    <article>
      <JsonLd data={boatJsonLd(boat, data.origin, lang)} />
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
        <BoatReviews boat={boat} />
      </div>
      {(boat.forRent || boat.forSale) && <PriceBar boat={boat} t={t} />}
    </article>
  );
}
