import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Content, errorResponses, Message, Page, PageQuery } from '../common/schemas.js';
import { currentPartner, partnerContext } from '../partners/guard.js';
import type { PartnerEndpointCaller } from './caller.js';
import { createEndpoint } from './create-endpoint.js';
import { deleteEndpoint } from './delete-endpoint.js';
import { getEndpoint } from './get-endpoint.js';
import { listDeliveries } from './list-deliveries.js';
import { listEndpoints } from './list-endpoints.js';
import { redeliver } from './redeliver.js';
import { PREVIOUS_SECRET_HOURS, rotateEndpointSecret } from './rotate-endpoint-secret.js';
import type { WebhookRouteDeps } from './routes.js';
import {
  DeliveryListQuerySchema,
  DeliveryParams,
  PartnerCreateWebhookBodySchema,
  PartnerUpdateWebhookBodySchema,
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookParams,
  WebhookSecretSchema,
} from './schemas.js';
import { updateEndpoint } from './update-endpoint.js';

/** The partner behind the key guard, as the webhook use cases take it: its own endpoints, its audit trail. */
function callerOf(request: FastifyRequest): PartnerEndpointCaller {
  const partner = currentPartner(request);
  const ctx = partnerContext(request);
  return {
    kind: 'partner',
    partnerId: partner.id,
    scopes: partner.scopes,
    metadata: { actor: ctx.actor, requestId: ctx.requestId, at: ctx.now },
  };
}

const NOT_OURS = 'Başka bir iş ortağının veya ofisin adresi 404.';

/**
 * A partner's own webhook endpoints with its key (`/v1/partner/webhooks`), through the same use cases as the
 * office's (`routes.ts`) with the partner forced from the key. Every operation needs `bookings:read` (an
 * endpoint gets the partner's bookings' events); the key guard counts each request against the partner's
 * requests a minute.
 */
const partnerWebhookRoutes: FastifyPluginAsyncTypebox<{ deps: WebhookRouteDeps }> = async (app, { deps }) => {
  const tags = ['partner'];
  const keyed = errorResponses(401, 403, 429);
  const onRequest = app.authorizePartner('bookings:read');

  app.get(
    '/partner/webhooks',
    {
      onRequest,
      schema: {
        operationId: 'listPartnerWebhooks',
        description:
          'Yalnızca bu iş ortağının webhook adresleri (ofisin onun için kaydettikleri de), en yeni önce; her biri bekleyen ve başarısız teslimatlarının sayısıyla.',
        tags,
        summary: 'Webhook adreslerim',
        querystring: Type.Object(PageQuery(20)),
        response: { 200: Page(WebhookEndpointSchema), ...keyed, ...errorResponses(400) },
      },
    },
    async (request) => listEndpoints(deps, request.query, callerOf(request)),
  );

  app.post(
    '/partner/webhooks',
    {
      onRequest,
      schema: {
        operationId: 'createPartnerWebhook',
        description:
          'Adres https:// olmalı ve iç ağdaki bir sunucuyu göstermemeli. İmza anahtarı (`whsec_…`) yalnızca bu yanıtta döner; saklayın. ' +
          'Adres bu iş ortağının rezervasyonlarının olaylarını ve (seçildiyse) tüm teknelerin müsaitlik değişikliklerini, kaydedildikten sonra alır. ' +
          '`availability.changed` için anahtarın `availability:read` yetkisi de olmalı (yoksa 403). ' +
          'Bir iş ortağının kayıtlı adres sayısı sınırlıdır (varsayılan 10; ofisin onun için kaydettikleri de sayılır); sınırda 409 `WEBHOOK_LIMIT_REACHED`.',
        tags,
        summary: 'Webhook adresi ekle',
        body: PartnerCreateWebhookBodySchema,
        response: { 201: Content(WebhookSecretSchema), ...keyed, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await createEndpoint(deps, request.body, callerOf(request)) }),
  );

  app.get(
    '/partner/webhooks/:id',
    {
      onRequest,
      schema: {
        operationId: 'getPartnerWebhook',
        description: `Adres, olay türleri, durumu ve teslimat sayıları; imza anahtarı gösterilmez. ${NOT_OURS}`,
        tags,
        summary: 'Bir webhook adresim',
        params: WebhookParams,
        response: { 200: Content(WebhookEndpointSchema), ...keyed, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getEndpoint(deps, request.params.id, callerOf(request)) }),
  );

  app.patch(
    '/partner/webhooks/:id',
    {
      onRequest,
      schema: {
        operationId: 'updatePartnerWebhook',
        description:
          'Yalnızca verilen alanlar değişir. Alıcınız düzeldikten sonra durdurulmuş (ör. bir gün boyunca başarısız olduğu için) adresi `{"enabled": true}` ile yeniden etkinleştirin: bekleyen teslimatları kaldığı yerden, sırasıyla gönderilir; durduğu sürede olan olaylar gönderilmez. ' +
          `\`availability.changed\` için anahtarın \`availability:read\` yetkisi de olmalı. ${NOT_OURS}`,
        tags,
        summary: 'Webhook adresini değiştir, durdur veya yeniden etkinleştir',
        params: WebhookParams,
        body: PartnerUpdateWebhookBodySchema,
        response: { 200: Content(WebhookEndpointSchema), ...keyed, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await updateEndpoint(deps, request.params.id, request.body, callerOf(request)),
    }),
  );

  app.delete(
    '/partner/webhooks/:id',
    {
      onRequest,
      schema: {
        operationId: 'deletePartnerWebhook',
        description: `Adres teslimat kaydıyla birlikte silinir; bekleyen teslimatlar gönderilmez. ${NOT_OURS}`,
        tags,
        summary: 'Webhook adresini sil',
        params: WebhookParams,
        response: { 200: Message, ...keyed, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await deleteEndpoint(deps, request.params.id, callerOf(request));
      return { content: { message: 'Webhook adresi silindi.' } };
    },
  );

  app.post(
    '/partner/webhooks/:id/rotate-secret',
    {
      onRequest,
      schema: {
        operationId: 'rotatePartnerWebhookSecret',
        description:
          `Yeni anahtar yalnızca bu yanıtta döner. ${PREVIOUS_SECRET_HOURS} saat boyunca teslimatlar eski ve yeni anahtarla iki imza taşır (webhook-signature başlığında boşlukla ayrılmış), alıcınız bu sürede yeni anahtara geçer. ` +
          NOT_OURS,
        tags,
        summary: 'Webhook imza anahtarını yenile',
        params: WebhookParams,
        response: { 200: Content(WebhookSecretSchema), ...keyed, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await rotateEndpointSecret(deps, request.params.id, callerOf(request)) }),
  );

  app.get(
    '/partner/webhooks/:id/deliveries',
    {
      onRequest,
      schema: {
        operationId: 'listPartnerWebhookDeliveries',
        description: `Her teslimatın durumu, deneme sayısı, sonraki denemesi, alıcının son yanıt kodu, son hata, zamanı ve gönderilen gövde; en yeni önce, durumla süzülebilir. ${NOT_OURS}`,
        tags,
        summary: 'Webhook adresimin teslimat kaydı (sayfa boyutu 20)',
        params: WebhookParams,
        querystring: DeliveryListQuerySchema,
        response: { 200: Page(WebhookDeliverySchema), ...keyed, ...errorResponses(400, 404) },
      },
    },
    async (request) => listDeliveries(deps, request.params.id, request.query, callerOf(request)),
  );

  app.post(
    '/partner/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      onRequest,
      schema: {
        operationId: 'resendPartnerWebhookDelivery',
        description:
          'Teslimat aynı webhook-id ve gövdeyle bir kez daha gönderilmek üzere sıraya alınır (sıranın ve yeniden deneme takviminin dışında). Bekleyen bir teslimat veya durdurulmuş bir adres için 409. ' +
          NOT_OURS,
        tags,
        summary: 'Teslimatı yeniden gönder',
        params: DeliveryParams,
        response: { 202: Content(WebhookDeliverySchema), ...keyed, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        content: await redeliver(deps, request.params.id, request.params.deliveryId, callerOf(request)),
      }),
  );
};

export default partnerWebhookRoutes;
