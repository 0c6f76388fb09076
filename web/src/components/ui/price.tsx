import type { Money } from '@/api/client';
import { useRates } from '@/api/website/get-settings';
import { displayMoney } from '@/lib/money';
import { useCurrencyStore } from '@/stores/currency';

/** Money in the visitor's currency, converted with the site's rates. */
export function Price({ money, className }: { money: Money; className?: string }) {
  const currency = useCurrencyStore((s) => s.currency);
  const { data: rates } = useRates();
  return (
    <span className={className} data-price>
      {displayMoney(money, currency, rates)}
    </span>
  );
}
