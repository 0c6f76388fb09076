import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the boats module: boats, their types, prices, images and comments. */
export class BoatsError extends Refusal {
  static boatNotFound = () => new BoatsError('not-found', 'NOT_FOUND', 'Tekne bulunamadı.');
  /** An OWNER may not do what only the office does; `message` says what. */
  static adminOnly = (message: string) => new BoatsError('forbidden', 'FORBIDDEN', message);
  static ownerRequired = () => new BoatsError('invalid', 'OWNER_REQUIRED', 'Tekne sahibi (ownerId) seçilmelidir.');
  static ownerInvalid = (ownerId: number) =>
    new BoatsError('invalid', 'OWNER_INVALID', `${ownerId} numaralı kullanıcı bir tekne sahibi (OWNER) değil.`);
  static boatTypeInvalid = (id: number) =>
    new BoatsError('invalid', 'BOAT_TYPE_INVALID', `${id} numaralı tekne tipi bulunamadı.`);
  static marinaInvalid = (id: number) =>
    new BoatsError('invalid', 'MARINA_INVALID', `${id} numaralı marina / bölge bulunamadı.`);
  static salePriceIncomplete = () =>
    new BoatsError('invalid', 'SALE_PRICE_INCOMPLETE', 'Satış fiyatı ve para birimi birlikte verilmelidir.');
  static nameRequired = () => new BoatsError('invalid', 'NAME_REQUIRED', 'Tekne adı boş olamaz.');

  static boatTypeNotFound = (id: number) =>
    new BoatsError('not-found', 'NOT_FOUND', `${id} numaralı tekne tipi bulunamadı.`);
  static boatTypeNameTaken = () =>
    new BoatsError('conflict', 'BOAT_TYPE_NAME_TAKEN', 'Bu adla kayıtlı bir tekne tipi zaten var.');
  static boatTypeInUse = (boats: number) =>
    new BoatsError(
      'conflict',
      'BOAT_TYPE_IN_USE',
      `Bu tekne tipi ${boats} teknede kullanılıyor; önce teknelerin tipini değiştirin.`,
    );

  static pricePeriodNotFound = () => new BoatsError('not-found', 'NOT_FOUND', 'Fiyat dönemi bulunamadı.');
  static pricePeriodInvalid = () =>
    new BoatsError('invalid', 'PERIOD_INVALID', 'Fiyat döneminin bitiş tarihi başlangıç tarihinden önce olamaz.');
  /** Overlaps the period [from, to] (Turkish dates), or one written meanwhile when unknown. */
  static pricePeriodOverlap = (other?: { from: string; to: string }) =>
    new BoatsError(
      'conflict',
      'PRICE_PERIOD_OVERLAP',
      other
        ? `Bu dönem, teknenin ${other.from} – ${other.to} fiyat dönemiyle çakışıyor; tarihleri değiştirin.`
        : 'Bu dönem, teknenin başka bir fiyat dönemiyle çakışıyor; tarihleri değiştirin.',
    );

  static extraNotFound = (id: number) => new BoatsError('not-found', 'NOT_FOUND', `${id} numaralı ekstra bulunamadı.`);
  static extraNameRequired = () => new BoatsError('invalid', 'EXTRA_NAME_REQUIRED', 'Ekstranın adı boş olamaz.');
  static extraMandatoryQuantity = () =>
    new BoatsError(
      'invalid',
      'EXTRA_MANDATORY_QUANTITY',
      'Zorunlu bir ekstra her rezervasyona bir kez eklenir; en fazla adet yalnızca isteğe bağlı ekstralar için girilir.',
    );

  static imageNotFound = () => new BoatsError('not-found', 'NOT_FOUND', 'Görsel bulunamadı.');
  static noImages = () => new BoatsError('invalid', 'NO_FILES', 'En az bir görsel dosyası seçilmelidir.');
  static imageOrderMismatch = () =>
    new BoatsError('invalid', 'IMAGE_ORDER_MISMATCH', 'Sıralama, teknenin tüm görsellerini birer kez içermelidir.');
  static boatIdRequired = () =>
    new BoatsError('invalid', 'BOAT_ID_REQUIRED', '"boat_id" alanı geçerli bir tekne numarası olmalıdır.');

  static commentNotFound = (id: number) => new BoatsError('not-found', 'NOT_FOUND', `${id} numaralı yorum bulunamadı.`);
  static commentEmpty = () => new BoatsError('invalid', 'COMMENT_EMPTY', 'Ad ve yorum boş olamaz.');
}

/** The boats module's refusals as answers (registered in `app.ts`). */
export const boatsErrors: ErrorMap = refusalMap(BoatsError);
