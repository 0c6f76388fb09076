import { Type, type Static } from 'typebox';
import { DateTime, PageQuery, withExample } from '../common/schemas.js';
import { WebhookEventTypeSchema } from './payloads.js';

const OrNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const Url = Type.String({
  minLength: 8,
  maxLength: 2000,
  pattern: '^https?://\\S+$',
  description: 'Teslimatların POST edileceği adres (https://; iç ağdaki adresler kabul edilmez)',
});
const EventTypes = Type.Array(WebhookEventTypeSchema, {
  minItems: 1,
  maxItems: 7,
  description: 'Bu adrese gönderilecek olay türleri',
});
const Description = Type.String({ maxLength: 200, description: 'Ofisin notu (ör. "Acente X rezervasyon sistemi")' });
const PartnerDescription = Type.String({
  maxLength: 200,
  description: 'Kendi notunuz (ör. "Rezervasyon sistemi, canlı")',
});

export const WebhookEndpointSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    partnerId: OrNull(
      Type.String({ format: 'uuid', description: 'Adresin sahibi iş ortağı; null: ofisin kendi adresi' }),
    ),
    partnerName: OrNull(Type.String({ description: 'Adresin sahibi iş ortağının adı; null: ofisin kendi adresi' })),
    url: Type.String(),
    description: Type.String(),
    eventTypes: Type.Array(WebhookEventTypeSchema),
    enabled: Type.Boolean({
      description: 'false: gönderim durduruldu (elle durduruldu ya da denemeler bir gün başarısız oldu)',
    }),
    disabledAt: OrNull(DateTime),
    disabledReason: OrNull(Type.String({ description: 'Neden durduruldu' })),
    pending: Type.Integer({ minimum: 0, description: 'Bekleyen teslimatlar (sırada veya yeniden denenecek)' }),
    failed: Type.Integer({ minimum: 0, description: 'Tüm denemeleri başarısız olan teslimatlar' }),
    lastDeliveredAt: OrNull(DateTime),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { description: 'Bir webhook adresi' },
);
export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;

export const WebhookSecretSchema = Type.Object({
  endpoint: WebhookEndpointSchema,
  secret: Type.String({
    pattern: '^whsec_',
    description:
      'İmza anahtarı (Standard Webhooks: whsec_ ve base64). Yalnızca bu yanıtta gösterilir; alıcıya verin ve saklayın',
  }),
});

export const CreateWebhookBodySchema = withExample(
  Type.Object({
    url: Url,
    eventTypes: EventTypes,
    description: Type.Optional(Description),
    partnerId: Type.Optional(
      OrNull(Type.String({ format: 'uuid', description: 'Adresin sahibi iş ortağı (boş: ofisin kendi adresi)' })),
    ),
  }),
  {
    url: 'https://acente.example.com/webhooks/fethiye',
    eventTypes: ['reservation.created', 'reservation.confirmed', 'availability.changed'],
    description: 'Acente rezervasyon sistemi',
  },
);
export type CreateWebhookBody = Static<typeof CreateWebhookBodySchema>;

export const UpdateWebhookBodySchema = withExample(
  Type.Object({
    url: Url,
    eventTypes: EventTypes,
    description: Description,
    enabled: Type.Boolean({ description: 'true: gönderimler (bekleyenler sırasıyla) yeniden başlar' }),
  }),
  {
    url: 'https://acente.example.com/webhooks/fethiye',
    eventTypes: ['reservation.created', 'reservation.cancelled'],
    description: 'Acente rezervasyon sistemi',
    enabled: true,
  },
);
export type UpdateWebhookBody = Static<typeof UpdateWebhookBodySchema>;

export const PartnerCreateWebhookBodySchema = withExample(
  Type.Object({
    url: Url,
    eventTypes: Type.Array(WebhookEventTypeSchema, {
      minItems: 1,
      maxItems: 7,
      description:
        'Bu adrese gönderilecek olay türleri; availability.changed için anahtarın availability:read yetkisi de olmalı',
    }),
    description: Type.Optional(PartnerDescription),
  }),
  {
    url: 'https://acente.example.com/webhooks/fethiye',
    eventTypes: ['reservation.created', 'reservation.confirmed', 'reservation.cancelled'],
    description: 'Rezervasyon sistemi',
  },
);
export type PartnerCreateWebhookBody = Static<typeof PartnerCreateWebhookBodySchema>;

export const PartnerUpdateWebhookBodySchema = withExample(
  Type.Object(
    {
      url: Type.Optional(Url),
      eventTypes: Type.Optional(EventTypes),
      description: Type.Optional(PartnerDescription),
      enabled: Type.Optional(
        Type.Boolean({
          description:
            'true: durdurulmuş adrese gönderim yeniden başlar (bekleyen teslimatlar sırasıyla); false: gönderim durur',
        }),
      ),
    },
    { minProperties: 1, description: 'Yalnızca verilen alanlar değişir' },
  ),
  { enabled: true },
);
export type PartnerUpdateWebhookBody = Static<typeof PartnerUpdateWebhookBodySchema>;

export const DeliveryStatusSchema = Type.Union(
  [Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')],
  {
    description: 'pending: sırada veya yeniden denenecek; delivered: alıcı 2xx verdi; failed: tüm denemeler başarısız',
  },
);

export const WebhookDeliverySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    messageId: Type.String({ format: 'uuid', description: 'webhook-id başlığı: alıcı tekrarları bununla ayıklar' }),
    eventType: WebhookEventTypeSchema,
    subject: Type.String({ description: 'Sırası korunan konu: reservation:<id> veya boat:<id>' }),
    status: DeliveryStatusSchema,
    attempts: Type.Integer({ minimum: 0, description: 'Yapılan otomatik deneme sayısı' }),
    nextAttemptAt: OrNull({ ...DateTime, description: 'Bekleyen teslimatın sonraki denemesi' }),
    redeliveryRequested: Type.Boolean({ description: 'İstenen yeniden gönderim sırada' }),
    lastAttemptAt: OrNull(DateTime),
    responseStatus: OrNull(Type.Integer({ description: 'Alıcının son HTTP yanıt kodu (yanıt gelmediyse null)' })),
    lastError: OrNull(Type.String({ description: 'Son denemenin hatası' })),
    deliveredAt: OrNull(DateTime),
    createdAt: DateTime,
    payload: Type.String({ description: 'Gönderilen gövde, olduğu gibi (JSON)' }),
  },
  { description: 'Bir webhook teslimatı' },
);
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

export const DeliveryListQuerySchema = Type.Object({
  ...PageQuery(20),
  status: Type.Optional(DeliveryStatusSchema),
});

export const WebhookParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const DeliveryParams = Type.Object({
  id: Type.String({ format: 'uuid' }),
  deliveryId: Type.String({ format: 'uuid' }),
});

/** One change to an endpoint in its audit trail (the same shape as a partner's trail's entries). */
export const WebhookAuditEntrySchema = Type.Object(
  {
    position: Type.Integer({ description: 'Olayın olay kaydındaki sırası' }),
    type: Type.String({ description: 'Olay türü (ör. WebhookRegistered, PartnerWebhookChanged)' }),
    title: Type.String({ description: 'Türkçe açıklama' }),
    actor: Type.Object({
      kind: Type.String({ description: 'user: ofisten bir kullanıcı; partner: iş ortağı kendi anahtarıyla' }),
      id: OrNull(Type.Integer()),
      name: Type.String(),
    }),
    requestId: OrNull(Type.String()),
    at: DateTime,
  },
  { description: 'Bir webhook adresinde yapılan bir değişiklik: ne, kim, hangi istekte, ne zaman' },
);
export type WebhookAuditEntry = Static<typeof WebhookAuditEntrySchema>;
