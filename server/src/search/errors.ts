import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the search module: a search whose filters contradict each other. */
export class SearchError extends Refusal {
  static datesIncomplete = () =>
    new SearchError(
      'invalid',
      'DATES_INCOMPLETE',
      'Tarih aramasında biniş (from) ve iniş (to) günleri birlikte verilmelidir.',
    );
  static datesInvalid = () =>
    new SearchError('invalid', 'DATES_INVALID', 'İniş günü (to) biniş gününden (from) sonra olmalıdır.');
  static datesPast = () =>
    new SearchError(
      'invalid',
      'DATES_PAST',
      'Biniş günü (from) geçmiş bir gün olamaz; bugünü ya da sonraki bir günü seçin.',
    );
  static lengthRangeInvalid = () =>
    new SearchError('invalid', 'LENGTH_RANGE_INVALID', 'En kısa boy en uzun boydan büyük olamaz.');
  static priceRangeInvalid = () =>
    new SearchError('invalid', 'PRICE_RANGE_INVALID', 'En düşük fiyat en yüksek fiyattan büyük olamaz.');
}

/** The search module's refusals as answers (registered in `app.ts`). */
export const searchErrors: ErrorMap = refusalMap(SearchError);
