import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the mail module: templates and the outbox. */
export class MailError extends Refusal {
  static templateNotFound = (id: number) =>
    new MailError('not-found', 'NOT_FOUND', `${id} numaralı e-posta şablonu bulunamadı.`);
  static subjectRequired = () => new MailError('invalid', 'VALIDATION_ERROR', 'E-posta konusu boş olamaz.');
  static bodyRequired = () => new MailError('invalid', 'VALIDATION_ERROR', 'E-posta gövdesi boş olamaz.');
  /** `unknown` placeholders the template's kind cannot fill, and the ones it can (as `{{tokens}}`). */
  static unknownPlaceholder = (unknown: readonly string[], allowed: readonly string[]) =>
    new MailError(
      'invalid',
      'UNKNOWN_PLACEHOLDER',
      `Bu şablonda bilinmeyen yer tutucu var: ${unknown.join(', ')}. Kullanılabilecekler: ${allowed.join(', ')}.`,
    );
  static placeholderNotInSubject = (tokens: readonly string[]) =>
    new MailError(
      'invalid',
      'PLACEHOLDER_NOT_IN_SUBJECT',
      `${tokens.join(', ')} yalnızca e-posta gövdesinde kullanılabilir, konuda kullanılamaz.`,
    );

  static mailNotFound = () => new MailError('not-found', 'NOT_FOUND', 'E-posta bulunamadı.');
  static mailErased = () =>
    new MailError('conflict', 'MAIL_ERASED', 'Kişisel verileri silinmiş (KVKK) bir e-posta yeniden gönderilemez.');
  static mailNotDead = () =>
    new MailError(
      'conflict',
      'MAIL_NOT_DEAD',
      'Yalnızca tüm denemeleri başarısız olmuş e-postalar yeniden gönderilebilir.',
    );
  static reservationNotFound = () => new MailError('not-found', 'NOT_FOUND', 'Rezervasyon bulunamadı.');
}

/** The mail module's refusals as answers (registered in `app.ts`). */
export const mailErrors: ErrorMap = refusalMap(MailError);
