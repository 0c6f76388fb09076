import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the messages module: contact messages and newsletter subscribers. */
export class MessagesError extends Refusal {
  /** A required field of the contact form left blank; `label` names it. */
  static blank = (label: string) => new MessagesError('invalid', 'VALIDATION_ERROR', `${label} boş olamaz.`);
  static messageNotFound = (id: number) =>
    new MessagesError('not-found', 'NOT_FOUND', `${id} numaralı mesaj bulunamadı.`);
  static subscriberNotFound = (id: number) =>
    new MessagesError('not-found', 'NOT_FOUND', `${id} numaralı abone bulunamadı.`);
}

/** The messages module's refusals as answers (registered in `app.ts`). */
export const messagesErrors: ErrorMap = refusalMap(MessagesError);
