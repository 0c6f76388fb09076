import type { Language } from '../common/language.js';
import { HTML_PLACEHOLDERS, type Placeholder } from './placeholders.js';
import { escapeMarkup } from '../common/escape.js';

/** A bank account as it appears in `{{bank_list}}`. */
export interface BankLine {
  name: string;
  branch: string;
  accountHolder: string;
  iban: string;
  currency: string;
}

/** A hold as it appears in `{{hold_list}}` (the office's flood digest): no one's personal data. */
export interface HoldLine {
  reference: string;
  boatName: string;
  /** Already worded: "biniş 12.06.2027 – dönüş 19.06.2027". */
  dates: string;
  /** Already worded: "onay bekliyor (28.11.2026 14:35'e kadar)". */
  state: string;
}

export type TextPlaceholder = Exclude<Placeholder, 'bank_list' | 'confirm_link' | 'reservation_link' | 'hold_list'>;
export type MailValues = Partial<Record<TextPlaceholder, string>> & {
  banks?: readonly BankLine[];
  holds?: readonly HoldLine[];
  confirmUrl?: string;
  /** The visitor's signed link to their reservation page. */
  reservationUrl?: string;
};

export interface RenderedMail {
  subject: string;
  html: string;
}

/** Groups an IBAN in fours, as banks print it: TR02 0001 0001 ... */
const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

const HOLDER: Record<Language, string> = { tr: 'Hesap sahibi', en: 'Account holder' };

/** `{{bank_list}}`: built here from escaped parts, never taken as HTML from a caller. */
export function renderBankList(banks: readonly BankLine[], language: Language = 'tr'): string {
  if (banks.length === 0) return '';
  const items = banks.map((b) => {
    const lines = [
      `<strong>${escapeMarkup(b.name)}</strong>${b.branch ? ` – ${escapeMarkup(b.branch)}` : ''}`,
      `${HOLDER[language]}: ${escapeMarkup(b.accountHolder)}`,
      `IBAN: ${escapeMarkup(formatIban(b.iban))} (${escapeMarkup(b.currency)})`,
    ];
    return `<li>${lines.join('<br>')}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

/** `{{hold_list}}`: built here from escaped parts, never taken as HTML from a caller. */
export function renderHoldList(holds: readonly HoldLine[]): string {
  if (holds.length === 0) return '';
  const items = holds.map(
    (h) =>
      `<li><strong>${escapeMarkup(h.reference)}</strong> – ${escapeMarkup(h.boatName)}, ${escapeMarkup(h.dates)}: ${escapeMarkup(h.state)}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

const PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

/**
 * Fills a template. Values are HTML-escaped in the body; the subject is plain text (line breaks
 * removed so a value cannot inject mail headers). A placeholder without a value renders empty.
 */
export function renderTemplate(
  template: { subject: string; body: string; language?: Language },
  values: MailValues,
): RenderedMail {
  const text = (name: string): string => {
    if ((HTML_PLACEHOLDERS as readonly string[]).includes(name)) return '';
    return (values as Record<string, string | undefined>)[name] ?? '';
  };
  const subject = template.subject
    .replace(PATTERN, (_m, name: string) => text(name))
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const html = template.body.replace(PATTERN, (_m, name: string) => {
    if (name === 'bank_list') return renderBankList(values.banks ?? [], template.language);
    if (name === 'hold_list') return renderHoldList(values.holds ?? []);
    // A link the server built (never one a visitor typed), escaped as an attribute and as text.
    if (name === 'confirm_link')
      return values.confirmUrl
        ? `<a href="${escapeMarkup(values.confirmUrl)}">${escapeMarkup(values.confirmUrl)}</a>`
        : '';
    if (name === 'reservation_link')
      return values.reservationUrl
        ? `<a href="${escapeMarkup(values.reservationUrl)}">${escapeMarkup(values.reservationUrl)}</a>`
        : '';
    return escapeMarkup(text(name));
  });
  return { subject, html };
}
