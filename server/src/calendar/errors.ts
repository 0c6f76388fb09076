import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the calendar module: the export feed, the iCal preview and sync, a feed URL to save. */
export class CalendarError extends Refusal {
  static boatNotFound = (boatId: number) =>
    new CalendarError('not-found', 'NOT_FOUND', `${boatId} numaralı tekne bulunamadı.`);
  /** A wrong or missing export token reads exactly like an unknown boat. */
  static feedNotFound = () =>
    new CalendarError('not-found', 'NOT_FOUND', 'Takvim bulunamadı. Adresi ve anahtarı (token) kontrol edin.');
  static urlMissing = () =>
    new CalendarError(
      'invalid',
      'ICAL_URL_MISSING',
      'Bu teknenin iCal adresi yok; bir adres gönderin ya da tekneye iCal adresi ekleyin.',
    );
  /** A feed URL the office wants to save points into the server's own network: no sync could ever read it. */
  static urlPrivate = () =>
    new CalendarError(
      'invalid',
      'ICAL_URL_PRIVATE',
      'iCal adresi kaydedilmedi: adres iç ağdaki bir sunucuyu gösteriyor; yalnızca internetteki adresler okunabilir.',
    );
  /** The feed could not be fetched or parsed; `message` (the `FeedError`'s) says why. */
  static feedUnreadable = (message: string) => new CalendarError('unprocessable', 'ICAL_FEED_ERROR', message);
  static readonly SYNC_CONFLICT_MESSAGE =
    'Eşitleme sırasında yeni bir rezervasyon geldi; takvim değiştirilmedi, bir sonraki eşitlemede yeniden denenecek.';
  /** A booking arrived between reading the holds and committing the sync. */
  static syncConflict = () => new CalendarError('conflict', 'ICAL_SYNC_CONFLICT', CalendarError.SYNC_CONFLICT_MESSAGE);
}

/** The calendar module's refusals as answers (registered in `app.ts`). */
export const calendarErrors: ErrorMap = refusalMap(CalendarError);
