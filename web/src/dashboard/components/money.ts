/** Minor units (kuruş/cent) in the given ISO currency, written the Turkish way (1.500,00 €). */
export const formatMoney = (minor: number, currency: string): string =>
  (minor / 100).toLocaleString('tr-TR', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
