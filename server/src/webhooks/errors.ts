import { Refusal } from '../common/refusal.js';
import type { PartnerScope } from '../partners/schemas.js';
import { refusalMap, type ErrorMap } from '../platform/errors.js';

/** The scopes as the İş ortakları screen names them. */
const SCOPE_NAMES: Record<PartnerScope, string> = {
  'catalog:read': 'Katalog okuma',
  'availability:read': 'Müsaitlik okuma',
  'bookings:write': 'Rezervasyon yazma',
  'bookings:read': 'Rezervasyon okuma',
};

/** A refusal of the webhooks module. */
export class WebhooksError extends Refusal {
  static endpointNotFound = () => new WebhooksError('not-found', 'NOT_FOUND', 'Webhook adresi bulunamadı.');
  static deliveryNotFound = () => new WebhooksError('not-found', 'NOT_FOUND', 'Webhook teslimatı bulunamadı.');
  static urlInvalid = () =>
    new WebhooksError(
      'invalid',
      'WEBHOOK_URL_INVALID',
      'Webhook adresi geçersiz; https:// ile başlayan tam bir adres yazın (ör. https://ornek.com/webhooks).',
    );
  static urlNotHttps = () =>
    new WebhooksError(
      'invalid',
      'WEBHOOK_URL_NOT_HTTPS',
      'Webhook adresi https:// ile başlamalı; şifrelenmemiş (http://) adreslere gönderim yapılmaz.',
    );
  static urlPrivate = () =>
    new WebhooksError(
      'invalid',
      'WEBHOOK_URL_PRIVATE',
      'Webhook adresi iç ağdaki bir sunucuyu gösteriyor; yalnızca internetteki adreslere gönderim yapılır.',
    );
  static urlWithCredentials = () =>
    new WebhooksError(
      'invalid',
      'WEBHOOK_URL_INVALID',
      'Webhook adresinde kullanıcı adı veya parola olamaz; alıcı gelen isteği imzasıyla doğrular.',
    );
  static partnerNotFound = () =>
    new WebhooksError(
      'invalid',
      'PARTNER_NOT_FOUND',
      'Seçilen iş ortağı bulunamadı; önce İş ortakları ekranında ekleyin ya da ofisin kendi adresi olarak kaydedin.',
    );
  static eventTypesRepeated = () =>
    new WebhooksError('invalid', 'VALIDATION_ERROR', 'Aynı olay türü birden fazla seçilmiş.');
  static availabilityScopeMissing = () =>
    new WebhooksError(
      'forbidden',
      'FORBIDDEN_SCOPE',
      'availability.changed olayına abone olmak için anahtarın "availability:read" yetkisi olmalı. Bu olayı listeden çıkarın ya da yetki için ofisle iletişime geçin.',
    );
  static partnerScopeMissing = (scopes: readonly PartnerScope[], types: readonly string[]) =>
    new WebhooksError(
      'invalid',
      'PARTNER_SCOPE_MISSING',
      `İş ortağının ${scopes.map((s) => `"${SCOPE_NAMES[s]}" (${s})`).join(' ve ')} yetkisi yok; ${types.join(', ')} ${types.length > 1 ? 'olayları' : 'olayı'} ona gönderilemez. Bu olayı listeden çıkarın ya da önce İş ortakları ekranında yetkiyi verin.`,
    );
  static tooManyEndpoints = (max: number) =>
    new WebhooksError(
      'conflict',
      'WEBHOOK_LIMIT_REACHED',
      `En fazla ${max} webhook adresi kaydedebilirsiniz; yenisini eklemek için kullanmadığınız bir adresi silin.`,
    );
  static endpointDisabled = () =>
    new WebhooksError(
      'conflict',
      'WEBHOOK_DISABLED',
      'Webhook adresi durdurulmuş; yeniden göndermek için önce adresi etkinleştirin.',
    );
  static deliveryStillPending = () =>
    new WebhooksError(
      'conflict',
      'WEBHOOK_DELIVERY_PENDING',
      'Bu teslimat zaten sırada; kendi denemeleri sürüyor, yeniden göndermek gerekmiyor.',
    );
}

/** The webhooks module's refusals as answers (registered in `app.ts`). */
export const webhooksErrors: ErrorMap = refusalMap(WebhooksError);
