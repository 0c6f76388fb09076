import type { BoatDetail } from '@/api/client';
import { Price } from '@/components/ui/price';
import { pick } from '@/i18n/content';
import type { Lang } from '@/i18n/lang';
import { useLocale } from '@/i18n/texts';

/** An extra the boat offers, as its public page has it. */
export type OfferedExtra = BoatDetail['extras'][number];

/** An extra's (or a quoted extra line's) name in the page's language, and the language it is in. */
export const nameOf = (lang: Lang, e: { name: string; nameEn: string | null }) => pick(lang, e.name, e.nameEn);

/** The boat's extras: mandatory ones shown as included, optional ones chosen with a quantity (0 to its maximum). */
export function BookingExtras({
  extras,
  quantities,
  onQuantity,
}: {
  extras: readonly OfferedExtra[];
  quantities: Record<number, number>;
  onQuantity: (id: number, quantity: number) => void;
}) {
  const { t, lang } = useLocale();
  const T = t.booking;
  if (extras.length === 0) return null;
  return (
    <fieldset className="field booking-extras" data-testid="booking-extras">
      <legend>{T.extras}</legend>
      <p className="muted">{T.extrasHelp}</p>
      <ul>
        {extras.map((e) => {
          const name = nameOf(lang, e);
          const unitPrice = (
            <>
              <Price money={{ amountMinor: e.priceMinor, currency: e.currency }} /> {t.boat.units[e.unit]}
            </>
          );
          return e.mandatory ? (
            <li key={e.id}>
              <span lang={name.lang}>{name.value}</span>{' '}
              <span className="muted">
                {unitPrice} ({t.boat.mandatory}, {T.included})
              </span>
            </li>
          ) : (
            <li key={e.id}>
              <label>
                <span>
                  <span lang={name.lang}>{name.value}</span> <span className="muted">{unitPrice}</span>
                </span>
                <input
                  type="number"
                  min={0}
                  max={e.maxQuantity ?? 100}
                  inputMode="numeric"
                  name={`extra-${e.id}`}
                  aria-label={T.quantity(name.value)}
                  value={quantities[e.id] ?? 0}
                  onChange={(ev) => {
                    const n = Math.floor(Number(ev.target.value));
                    const max = e.maxQuantity ?? 100;
                    onQuantity(e.id, Number.isFinite(n) ? Math.min(Math.max(n, 0), max) : 0);
                  }}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
