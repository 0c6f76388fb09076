import { formatNumber as formatDecimal } from '@/lib/money';

const dateTime = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Istanbul',
});
const date = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' });

export const formatDateTime = (iso: string | null | undefined): string => (iso ? dateTime.format(new Date(iso)) : '—');
const zone = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', timeZoneName: 'shortOffset' });
/** Türkiye's offset at `iso` as Intl knows it: "UTC+3". */
const istanbulOffset = (iso: string) =>
  (zone.formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+3').replace(/^GMT/, 'UTC');
/** A deadline (an option's end) with its zone named, as the customer's mails write it: "…, Türkiye saati (UTC+3)". */
export const formatDeadline = (iso: string | null | undefined): string =>
  iso ? `${dateTime.format(new Date(iso))}, Türkiye saati (${istanbulOffset(iso)})` : '—';
export const formatDate = (iso: string | null | undefined): string => (iso ? date.format(new Date(iso)) : '—');
export const formatNumber = (n: number, digits = 0): string =>
  n.toLocaleString('tr-TR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A percent the Turkish way, with the site's number format (at most two decimals, none trailing): "%12,5". */
export const formatPercent = (n: number): string => `%${formatDecimal(n, 2)}`;
