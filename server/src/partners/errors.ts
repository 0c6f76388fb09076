import { Refusal, waitText } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

const KEY_HELP = 'İsteği `X-Api-Key: fk_…` başlığıyla, ofisin verdiği geçerli bir anahtarla gönderin.';

/** A refusal of the partners module: partner keys, scopes, origins, the partner's limits and its bookings. */
export class PartnersError extends Refusal {
  static keyMissing = () =>
    new PartnersError('unauthenticated', 'UNAUTHORIZED', `Bu çağrı bir iş ortağı anahtarı ister. ${KEY_HELP}`);
  /** Unknown, malformed, revoked or expired: the same answer, so a caller learns nothing about other keys. */
  static keyInvalid = () =>
    new PartnersError(
      'unauthenticated',
      'UNAUTHORIZED',
      `İş ortağı anahtarı geçersiz, iptal edilmiş veya süresi dolmuş. ${KEY_HELP}`,
    );
  static partnerDisabled = () =>
    new PartnersError(
      'unauthenticated',
      'UNAUTHORIZED',
      'Bu iş ortağının erişimi kapatılmış. Lütfen ofisle iletişime geçin.',
    );
  static scopeMissing = (scope: string) =>
    new PartnersError(
      'forbidden',
      'FORBIDDEN_SCOPE',
      `Bu anahtarın "${scope}" yetkisi yok. Yetki için ofisle iletişime geçin.`,
    );
  static originNotAllowed = (origin: string) =>
    new PartnersError(
      'forbidden',
      'ORIGIN_NOT_ALLOWED',
      `${origin} adresindeki sayfalar bu iş ortağının anahtarıyla çağrı yapamaz; izinli adresler için ofisle iletişime geçin.`,
    );
  static idempotencyKeyMissing = () =>
    new PartnersError(
      'invalid',
      'IDEMPOTENCY_KEY_REQUIRED',
      'Idempotency-Key başlığı zorunludur: her yeni rezervasyon isteğine benzersiz bir anahtar (8-128 karakter: harf, rakam, nokta, tire, alt çizgi) verin; aynı isteği tekrar gönderirken aynı anahtarı kullanın.',
    );
  static idempotencyConflict = () =>
    new PartnersError(
      'conflict',
      'IDEMPOTENCY_KEY_REUSED',
      'Bu Idempotency-Key daha önce farklı bir rezervasyon isteğiyle kullanıldı. Yeni bir istek için yeni bir anahtar verin.',
    );
  static tooManyOptions = (max: number, seconds: number) =>
    new PartnersError(
      'too-many',
      'TOO_MANY_OPTIONS',
      `Ödeme bekleyen opsiyon sınırınıza (${max}) ulaştınız. Ön ödemesi alınan ya da süresi dolan opsiyonlar yer açar; ${waitText(seconds)} sonra tekrar deneyin veya ofisle görüşün.`,
      seconds,
    );
  static reservationNotFound = () => new PartnersError('not-found', 'NOT_FOUND', 'Rezervasyon bulunamadı.');
  static invalidCursor = () =>
    new PartnersError('invalid', 'INVALID_CURSOR', 'Sayfa imleci geçersiz; ilk sayfadan yeniden başlayın.');
  static invalidWindow = () =>
    new PartnersError('invalid', 'INVALID_WINDOW', 'Bitiş günü (to) başlangıç gününden (from) sonra olmalıdır.');
  static windowTooLong = (days: number) =>
    new PartnersError(
      'invalid',
      'WINDOW_TOO_LONG',
      `Müsaitlik en fazla ${days} günlük bir pencere için sorulabilir; aralığı bölerek sorun.`,
    );

  static partnerNotFound = () => new PartnersError('not-found', 'NOT_FOUND', 'İş ortağı bulunamadı.');
  static keyNotFound = () => new PartnersError('not-found', 'NOT_FOUND', 'Anahtar bulunamadı.');
  static nameTaken = () =>
    new PartnersError('conflict', 'PARTNER_NAME_TAKEN', 'Bu adla kayıtlı bir iş ortağı zaten var.');
  static invalidOrigin = (origin: string) =>
    new PartnersError(
      'invalid',
      'INVALID_ORIGIN',
      `"${origin}" bir kaynak adresi değil: yalnızca şema, alan adı ve gerekirse bağlantı noktası yazın (örnek: https://acente.example.com).`,
    );
  static keyNotActive = () =>
    new PartnersError('conflict', 'KEY_NOT_ACTIVE', 'Bu anahtar iptal edilmiş veya süresi dolmuş; yenisini verin.');
}

/** The partners module's refusals as answers (registered in `app.ts`). */
export const partnersErrors: ErrorMap = refusalMap(PartnersError);
