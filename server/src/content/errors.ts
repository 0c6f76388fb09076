import { Refusal } from '../common/refusal.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** A refusal of the content module: sections, blog, banks, team, FAQ, documents. */
export class ContentError extends Refusal {
  static sectionNotFound = (key: string) => new ContentError('not-found', 'NOT_FOUND', `"${key}" bölümü bulunamadı.`);
  static postNotFound = (id: number) =>
    new ContentError('not-found', 'NOT_FOUND', `${id} numaralı blog yazısı bulunamadı.`);
  static publishedPostNotFound = () =>
    new ContentError('not-found', 'NOT_FOUND', 'Aradığınız blog yazısı bulunamadı veya yayından kaldırılmış.');
  static slugTaken = (slug: string) =>
    new ContentError(
      'conflict',
      'SLUG_TAKEN',
      `"${slug}" adresi başka bir blog yazısında kullanılıyor; lütfen farklı bir adres seçin.`,
    );
  static titleRequired = () => new ContentError('invalid', 'TITLE_REQUIRED', 'Blog yazısının başlığı boş olamaz.');
  static slugRequired = () =>
    new ContentError(
      'invalid',
      'SLUG_REQUIRED',
      'Başlıktan adres (slug) üretilemedi; lütfen bir adres girin (ör. gocek-koylari).',
    );
  static publishedAtOutOfRange = () =>
    new ContentError('invalid', 'VALIDATION_ERROR', 'Yayın tarihi 1970 ile 9999 yılları arasında olmalıdır.');
  /** A required text field left blank; `message` names it. */
  static blank = (message: string) => new ContentError('invalid', 'VALIDATION_ERROR', message);

  static bankNotFound = (id: number) =>
    new ContentError('not-found', 'NOT_FOUND', `${id} numaralı banka hesabı bulunamadı.`);
  static ibanTaken = () =>
    new ContentError('conflict', 'IBAN_TAKEN', 'Bu IBAN ile kayıtlı bir banka hesabı zaten var.');
  /** An IBAN that is not one; `reason` says what is wrong with it. */
  static ibanInvalid = (reason: string) => new ContentError('invalid', 'IBAN_INVALID', `IBAN geçersiz: ${reason}`);
  static teamMemberNotFound = (id: number) =>
    new ContentError('not-found', 'NOT_FOUND', `${id} numaralı ekip üyesi bulunamadı.`);
  static teamOrderIncomplete = () =>
    new ContentError(
      'invalid',
      'ORDER_INCOMPLETE',
      'Sıralama listesi tüm ekip üyelerini tam olarak birer kez içermelidir.',
    );
  static faqNotFound = (id: number) => new ContentError('not-found', 'NOT_FOUND', `${id} numaralı soru bulunamadı.`);
  static imageRefInvalid = (field: string, uploadsPrefix: string) =>
    new ContentError(
      'invalid',
      'INVALID_IMAGE_REF',
      `"${field}" bir http(s) adresi veya ${uploadsPrefix} ile başlayan bir yükleme yolu olmalıdır.`,
    );

  static documentNotFound = (id: number) =>
    new ContentError('not-found', 'NOT_FOUND', `${id} numaralı belge bulunamadı.`);
  static documentTitleRequired = () =>
    new ContentError(
      'invalid',
      'TITLE_REQUIRED',
      '"title" alanı boş olamaz; belgenin adını yazın (ör. TÜRSAB Belgesi).',
    );
  static documentTitleTooLong = () =>
    new ContentError('invalid', 'TITLE_TOO_LONG', 'Belge adı en fazla 200 karakter olabilir.');
  static documentTitleControlCharacter = () =>
    new ContentError('invalid', 'INVALID_CHARACTER', 'Belge adı kontrol karakteri içeremez.');
  static unsupportedDocument = (filename: string) =>
    new ContentError(
      'invalid',
      'UNSUPPORTED_FILE',
      `"${filename}" bir PDF, JPEG, PNG veya WebP dosyası değil; dosyanın içeriği denetlenir, adı değil.`,
    );
  static unreadableImage = (filename: string) =>
    new ContentError('invalid', 'INVALID_IMAGE', `"${filename}" okunamadı; dosya bozuk olabilir.`);
}

/** The content module's refusals as answers (registered in `app.ts`). */
export const contentErrors: ErrorMap = refusalMap(ContentError);
