import type { OpenAPIV3_1 } from 'openapi-types';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type WebhookEventType, type WebhookPayload } from './payloads.js';

const RESERVATION = {
  reservationId: '4b0f7d1e-2c3a-4f5e-9a8b-1c2d3e4f5a6b',
  reference: 'FT-2027-000123',
  boatId: 12,
  startDate: '2027-06-12',
  endDate: '2027-06-19',
};

/** One realistic body per type (checked against its schema by the document's lint). */
const EXAMPLES: { [T in WebhookEventType]: WebhookPayload<T>['data'] } = {
  'reservation.created': {
    ...RESERVATION,
    status: 'option',
    guests: 6,
    optionUntil: '2027-03-03T09:00:00.000Z',
    channel: 'partner',
  },
  'reservation.option_expired': { ...RESERVATION, status: 'cancelled', optionUntil: '2027-03-03T09:00:00.000Z' },
  'reservation.deposit_recorded': { ...RESERVATION, payment: { amount: 84000, currency: 'EUR' }, confirmed: true },
  'reservation.confirmed': { ...RESERVATION, status: 'confirmed', by: 'deposit' },
  'reservation.cancelled': { ...RESERVATION, status: 'cancelled', reason: 'customer' },
  'reservation.changed': {
    ...RESERVATION,
    change: 'dates',
    previous: { startDate: '2027-06-05', endDate: '2027-06-12' },
  },
  'availability.changed': { boatId: 12, ranges: [{ start: '2027-06-12', end: '2027-06-19' }] },
};

const DESCRIPTIONS: Record<WebhookEventType, string> = {
  'reservation.created': 'Yeni bir rezervasyon (opsiyon) alındı: tarihler opsiyonun sonuna kadar tutulur.',
  'reservation.option_expired': 'Ön ödeme gelmeden opsiyonun süresi doldu; tarihler bırakıldı.',
  'reservation.deposit_recorded': 'Rezervasyona bir ödeme kaydedildi (ön ödeme veya sonraki bir ödeme).',
  'reservation.confirmed': 'Rezervasyon kesinleşti (ön ödeme geldi veya ofis onayladı).',
  'reservation.cancelled': 'Rezervasyon iptal edildi; tarihler bırakıldı.',
  'reservation.changed':
    'Rezervasyon değişti: yeni tarihler, ekstralar, kişi sayısı veya uzayan opsiyon (`change` söyler).',
  'availability.changed':
    'Bir teknenin müsaitliği değişti (rezervasyon, iptal, kapatma veya başka bir platformun takvimi).',
};

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header' as const,
  required: true,
  description,
  schema: { type: 'string' as const },
  example,
});

const operationId = (type: WebhookEventType) =>
  'receive' +
  type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * The `webhooks` of the OpenAPI document (3.1): what each delivery POSTs to a registered endpoint, with
 * the Standard Webhooks headers that sign it. The SDK's types come from here.
 */
export const OPENAPI_WEBHOOKS: Record<string, OpenAPIV3_1.PathItemObject> = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [
    type,
    {
      post: {
        operationId: operationId(type),
        summary: `Webhook: ${type}`,
        description: `${DESCRIPTIONS[type]} Teslimat en az bir kez ve aynı rezervasyon (müsaitlikte aynı tekne) için sırayla yapılır; alıcı webhook-id ile tekrarları ayıklar ve imzayı doğrular (webhook-signature: v1,<base64 HMAC-SHA256("webhook-id.webhook-timestamp.gövde")>, anahtar whsec_ sonrasının base64 çözülmüşü).`,
        tags: ['webhooks'],
        security: [],
        parameters: [
          header(
            'webhook-id',
            'Mesajın kimliği; yeniden denemelerde ve yeniden gönderimde aynıdır',
            RESERVATION.reservationId,
          ),
          header('webhook-timestamp', 'Denemenin anı, Unix saniyesi', '1812345678'),
          header(
            'webhook-signature',
            'Boşlukla ayrılmış imzalar (anahtar yenilenirken iki tane)',
            'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
          ),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: webhookPayloadSchema(type),
              example: { type, timestamp: '2027-03-01T09:00:00.000Z', data: EXAMPLES[type] },
            },
          },
        },
        responses: {
          '200': { description: 'Alındı: her 2xx yanıt teslimat sayılır' },
          '410': { description: 'Gone: adres artık gönderim istemiyor; adres durdurulur' },
        },
      },
    },
  ]),
);
