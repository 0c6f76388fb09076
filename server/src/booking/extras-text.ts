import type { Language } from '../common/language.js';
import { formatMoney } from '../common/money.js';
import type { ExtraLine } from './pricing.js';

function counted(line: ExtraLine, language: Language): string {
  const en = language === 'en';
  switch (line.unit) {
    case 'booking':
      return en ? 'per booking' : 'rezervasyon başına';
    case 'day':
      return en ? `${line.count} ${line.count === 1 ? 'day' : 'days'}` : `${line.count} gün`;
    case 'person':
      return en ? `${line.count} ${line.count === 1 ? 'person' : 'persons'}` : `${line.count} kişi`;
    case 'person_day':
      return en ? `${line.count} person-days` : `${line.count} kişi-gün`;
  }
}

/** An extra's name in `language`: the English one when there is one, else the Turkish. */
export const extraName = (line: Pick<ExtraLine, 'name' | 'nameEn'>, language: Language) =>
  language === 'en' ? (line.nameEn ?? line.name) : line.name;

/** One extra line as a person reads it: "Kaptan × 2 (7 gün): 2.100,00 €" / "Skipper × 2 (7 days): €2,100.00". */
export function describeExtraLine(line: ExtraLine, language: Language): string {
  const quantity = line.quantity > 1 ? ` × ${line.quantity}` : '';
  const mandatory = line.mandatory ? (language === 'en' ? ', mandatory' : ', zorunlu') : '';
  return `${extraName(line, language)}${quantity} (${counted(line, language)}${mandatory}): ${formatMoney(line.subtotal, language)}`;
}

/** A reservation's extras in one line ("; " between them), or the word for none. */
export function describeExtras(lines: readonly ExtraLine[] | undefined, language: Language): string {
  if (!lines?.length) return language === 'en' ? 'none' : 'yok';
  return lines.map((l) => describeExtraLine(l, language)).join('; ');
}
