import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the messages module: contact messages and newsletter subscribers. */
export class MessagesError extends Refusal {
  /** A required field of the contact form left blank; `label` names it. */
  static blank = (label: string) => new MessagesError('invalid', 'VALIDATION_ERROR', `${label} boş olamaz.`);
  static messageNotFound = (id: number) =>
    new MessagesError('not-found', 'NOT_FOUND', `${id} numaralı mesaj bulunamadı.`);
  static boatRequired = () =>
    new MessagesError('invalid', 'ENQUIRY_BOAT_REQUIRED', 'Satın alma talebi bir tekne için gönderilmelidir.');
  static boatNotFound = (slug: string) =>
    new MessagesError('not-found', 'BOAT_NOT_FOUND', `"${slug}" adresli tekne bulunamadı.`);
  static phoneRequired = () =>
    new MessagesError(
      'invalid',
      'ENQUIRY_PHONE_REQUIRED',
      'Telefon veya WhatsApp ile aranmak için telefon numarası gereklidir.',
    );
  static datesIncomplete = () =>
    new MessagesError('invalid', 'DATES_INCOMPLETE', 'Biniş ve dönüş günleri birlikte verilmelidir.');
  static datesInvalid = () =>
    new MessagesError('invalid', 'DATES_INVALID', 'Dönüş günü biniş gününden sonra olmalıdır.');
  static datesPast = () => new MessagesError('invalid', 'DATES_PAST', 'Geçmiş bir tarih seçilemez.');
  static subscriberNotFound = (id: number) =>
    new MessagesError('not-found', 'NOT_FOUND', `${id} numaralı abone bulunamadı.`);
}

/** The messages module's refusals as answers (registered in `app.ts`). */
export const messagesErrors: ErrorMap = refusalMap(MessagesError);
