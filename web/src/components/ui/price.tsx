import { createContext, type ReactNode, use, useCallback } from 'react';
import type { Money } from '@/api/client';
import { useRates } from '@/api/website/get-settings';
import { useLang } from '@/i18n/texts';
import { displayMoney } from '@/lib/money';
import { useDisplayCurrency } from '@/stores/currency';

type Format = (money: Money) => string;

const PriceFormat = createContext<Format | null>(null);

/**
 * Reads the visitor's currency and the rates once for every price below it. A listing shows twenty
 * prices or more; one query observer and one store subscription each cost the hydration a timer and
 * a subscription per price.
 */
export function PriceProvider({ children }: { children: ReactNode }) {
  const currency = useDisplayCurrency();
  const { data: rates } = useRates();
  const lang = useLang();
  const format = useCallback<Format>((money) => displayMoney(money, currency, rates, lang), [currency, rates, lang]);
  return <PriceFormat value={format}>{children}</PriceFormat>;
}

/** Money in the visitor's currency, converted with the site's rates. */
export function Price({ money, className }: { money: Money; className?: string }) {
  const format = use(PriceFormat);
  if (!format) throw new Error('Price needs a PriceProvider above it (the public layout has one)');
  return (
    <span className={className} data-price>
      {format(money)}
    </span>
  );
}
