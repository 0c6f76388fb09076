import { useTexts } from '@/i18n/texts';
import { CURRENCIES, type SiteCurrency, useCurrencyStore, useDisplayCurrency } from '@/stores/currency';

export function CurrencySelect() {
  const t = useTexts();
  const currency = useDisplayCurrency();
  const setCurrency = useCurrencyStore((s) => s.setCurrency);
  return (
    <label className="currency-select">
      <span className="sr-only">{t.layout.currency}</span>
      <select
        value={currency}
        onChange={(e) => setCurrency(e.target.value as SiteCurrency)}
        data-testid="currency-select"
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </label>
  );
}
