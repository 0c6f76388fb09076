import type { BoatDetail } from '@/api/client';
import { Price } from '@/components/ui/price';
import type { Texts } from '@/i18n/texts';

/**
 * On a phone the form is far below (after the details): a bar kept at the bottom of the screen while
 * the boat's page scrolls shows the daily price from (or the sale price) and leads to the form.
 */
export function PriceBar({ boat, t }: { boat: BoatDetail; t: Texts['boat'] }) {
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
