import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ADMIN, currentUser } from '../auth/guard.js';
import { bearer, Content, errorResponses, Message, Page, PageQuery } from '../common/schemas.js';
import { OFFICE, type OfficeEndpointCaller } from './caller.js';
import { createEndpoint } from './create-endpoint.js';
import { deleteEndpoint } from './delete-endpoint.js';
import type { WebhookDeps } from './deps.js';
import { getEndpoint } from './get-endpoint.js';
import { listEndpointAudit } from './list-endpoint-audit.js';
import { listDeliveries } from './list-deliveries.js';
import { listEndpoints } from './list-endpoints.js';
import { redeliver } from './redeliver.js';
import { rotateEndpointSecret } from './rotate-endpoint-secret.js';
import {
  CreateWebhookBodySchema,
  DeliveryListQuerySchema,
  DeliveryParams,
  UpdateWebhookBodySchema,
  WebhookAuditEntrySchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookParams,
  WebhookSecretSchema,
} from './schemas.js';
import { updateEndpoint } from './update-endpoint.js';

/** What the office's and the partners' webhook routes work with. */
export type WebhookRouteDeps = Pick<WebhookDeps, 'sql' | 'config' | 'now' | 'newId' | 'partners' | 'store'>;

/** The office as a writer: the signed-in user (id, name, role), the request and the time, for the audit trail. */
function officeCaller(request: FastifyRequest, deps: Pick<WebhookRouteDeps, 'now'>): OfficeEndpointCaller {
  const u = currentUser(request);
  return {
    kind: 'office',
    metadata: {
      actor: { kind: 'user', id: u.id, role: u.role, name: u.name },
      requestId: request.id,
      at: deps.now().toISOString(),
    },
  };
}

/** The office's webhook endpoints, their delivery logs and audit trails (ADMIN); every write is audited. */
const webhookRoutes: FastifyPluginAsyncTypebox<{ deps: WebhookRouteDeps }> = async (app, { deps }) => {
  const guarded = errorResponses(401, 403);
  const tags = ['webhooks'];
  const onRequest = app.authorize(ADMIN);
  const office = (request: FastifyRequest) => officeCaller(request, deps);

  app.get(
    '/admin/webhooks',
    {
      onRequest,
      schema: {
        operationId: 'listWebhooks',
        description: 'Webhook adresleri, en yeni önce; her biri bekleyen ve başarısız teslimatlarının sayısıyla.',
        tags,
        summary: 'Webhook adresleri (sayfa boyutu 20)',
        security: bearer,
        querystring: Type.Object(PageQuery(20)),
        response: { 200: Page(WebhookEndpointSchema), ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => listEndpoints(deps, request.query, OFFICE),
  );

  app.post(
    '/admin/webhooks',
    {
      onRequest,
      schema: {
        operationId: 'createWebhook',
        description:
          'Adres https:// olmalı ve iç ağdaki bir sunucuyu göstermemeli. İmza anahtarı (`whsec_…`) yalnızca bu yanıtta döner. Adres yalnızca kaydedildikten sonraki olayları alır; bir iş ortağının adresi yalnızca kendi rezervasyonlarının olaylarını ve müsaitlik değişikliklerini, iş ortağının yetkileri (rezervasyon olayları için `bookings:read`, `availability.changed` için `availability:read`) sürdükçe ve iş ortağı kapatılmamışken alır. İş ortağının yetkisi olmayan bir olay türü seçilirse 400 `PARTNER_SCOPE_MISSING`.',
        tags,
        summary: 'Webhook adresi ekle',
        security: bearer,
        body: CreateWebhookBodySchema,
        response: { 201: Content(WebhookSecretSchema), ...guarded, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await createEndpoint(deps, request.body, office(request)) }),
  );

  app.get(
    '/admin/webhooks/:id',
    {
      onRequest,
      schema: {
        operationId: 'getWebhook',
        description: 'Adres, olay türleri, durumu ve teslimat sayıları; imza anahtarı gösterilmez.',
        tags,
        summary: 'Bir webhook adresi',
        security: bearer,
        params: WebhookParams,
        response: { 200: Content(WebhookEndpointSchema), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getEndpoint(deps, request.params.id, OFFICE) }),
  );

  app.put(
    '/admin/webhooks/:id',
    {
      onRequest,
      schema: {
        operationId: 'updateWebhook',
        description:
          'Durdurulmuş bir adres yeniden etkinleştirilince bekleyen teslimatları kaldığı yerden, sırasıyla gönderilir; durduğu sürede olan olaylar gönderilmez. Bir iş ortağının adresine iş ortağının yetkisi olmayan bir olay türü eklenirse 400 `PARTNER_SCOPE_MISSING` (zaten seçili olanlar denetlenmez: adres yine durdurulabilir).',
        tags,
        summary: 'Webhook adresini değiştir, durdur veya yeniden etkinleştir',
        security: bearer,
        params: WebhookParams,
        body: UpdateWebhookBodySchema,
        response: { 200: Content(WebhookEndpointSchema), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await updateEndpoint(deps, request.params.id, request.body, office(request)) }),
  );

  app.delete(
    '/admin/webhooks/:id',
    {
      onRequest,
      schema: {
        operationId: 'deleteWebhook',
        description: 'Adres teslimat kaydıyla birlikte silinir; bekleyen teslimatlar gönderilmez.',
        tags,
        summary: 'Webhook adresini sil',
        security: bearer,
        params: WebhookParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await deleteEndpoint(deps, request.params.id, office(request));
      return { content: { message: 'Webhook adresi silindi.' } };
    },
  );

  app.post(
    '/admin/webhooks/:id/rotate-secret',
    {
      onRequest,
      schema: {
        operationId: 'rotateWebhookSecret',
        description:
          'Yeni anahtar yalnızca bu yanıtta döner. 24 saat boyunca teslimatlar eski ve yeni anahtarla iki imza taşır (webhook-signature başlığında boşlukla ayrılmış), alıcı bu sürede yeni anahtara geçer.',
        tags,
        summary: 'Webhook imza anahtarını yenile',
        security: bearer,
        params: WebhookParams,
        response: { 200: Content(WebhookSecretSchema), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await rotateEndpointSecret(deps, request.params.id, office(request)) }),
  );

  app.get(
    '/admin/webhooks/:id/events',
    {
      onRequest,
      schema: {
        operationId: 'listWebhookEvents',
        description:
          'Adreste yapılan değişiklikler, yeniden eskiye: eklenmesi, adres, olay türü, not ve durum değişiklikleri, imza anahtarının yenilenmesi, yeniden gönderim istekleri ve silinmesi; kim yaptı (ofisten kullanıcı veya iş ortağı kendi anahtarıyla), hangi istekte, ne zaman. Adres sorgu kısmı olmadan yazılır, imza anahtarı hiç yazılmaz. Ofisin silinmiş bir adresinin geçmişi de okunur; bir iş ortağının adresinin geçmişi iş ortağının işlem geçmişinde de görünür.',
        tags,
        summary: 'Webhook adresinin işlem geçmişi',
        security: bearer,
        params: WebhookParams,
        response: { 200: Content(Type.Array(WebhookAuditEntrySchema)), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await listEndpointAudit(deps, request.params.id) }),
  );

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      onRequest,
      schema: {
        operationId: 'listWebhookDeliveries',
        description:
          'Her teslimatın durumu, deneme sayısı, alıcının son yanıt kodu, son hata ve gönderilen gövde; en yeni önce, durumla süzülebilir.',
        tags,
        summary: 'Webhook adresinin teslimat kaydı (sayfa boyutu 20)',
        security: bearer,
        params: WebhookParams,
        querystring: DeliveryListQuerySchema,
        response: { 200: Page(WebhookDeliverySchema), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => listDeliveries(deps, request.params.id, request.query, OFFICE),
  );

  app.post(
    '/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      onRequest,
      schema: {
        operationId: 'resendWebhookDelivery',
        description:
          'Teslimat aynı webhook-id ve gövdeyle bir kez daha gönderilmek üzere sıraya alınır (sıranın ve yeniden deneme takviminin dışında). Bekleyen bir teslimat veya durdurulmuş bir adres için 409.',
        tags,
        summary: 'Teslimatı yeniden gönder',
        security: bearer,
        params: DeliveryParams,
        response: { 202: Content(WebhookDeliverySchema), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ content: await redeliver(deps, request.params.id, request.params.deliveryId, office(request)) }),
  );
};

export default webhookRoutes;
