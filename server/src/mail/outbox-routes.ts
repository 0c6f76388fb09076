import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN, ADMIN_OR_OWNER, currentUser } from '../auth/guard.js';
import { bearer, Content, errorResponses } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import { scopeOf } from '../booking/context.js';
import { UuidParams } from '../booking/reservation/schemas.js';
import { OutboxMailSchema, OutboxPageSchema, OutboxQuerySchema, ResendDeadResultSchema } from './outbox-schemas.js';
import type { MailQueue } from './queue.js';
import { createOutboxService } from './outbox-service.js';

/** The mail outbox: what was sent, logged, skipped (and why) or is still waiting. */
const outboxRoutes: FastifyPluginAsyncTypebox<{ sql: Sql; queue: MailQueue }> = async (app, { sql, queue }) => {
  const service = createOutboxService(sql, queue);
  const guarded = errorResponses(401, 403);
  const tags = ['mail'];

  app.get(
    '/admin/mails',
    {
      onRequest: app.authorize(ADMIN),
      schema: {
        operationId: 'listOutgoingMails',
        description:
          'Giden e-postalar durumla süzülür, `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Giden e-posta kutusu (sayfa boyutu 20), en yeni önce; durumla süzülebilir',
        security: bearer,
        querystring: OutboxQuerySchema,
        response: { 200: OutboxPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/mails/:id/resend',
    {
      onRequest: app.authorize(ADMIN),
      schema: {
        operationId: 'resendMail',
        description: 'Başarısız e-posta yeniden gönderilmek üzere sıraya alınır; başarısız durumda değilse 409.',
        tags,
        summary:
          'Tüm denemeleri başarısız olmuş (dead) bir e-postayı yeniden sıraya alır; KVKK ile silinmiş e-posta alınmaz (409)',
        security: bearer,
        params: UuidParams,
        response: { 200: Content(OutboxMailSchema), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ content: await service.resend(request.params.id) }),
  );

  app.post(
    '/admin/mails/resend-dead',
    {
      onRequest: app.authorize(ADMIN),
      schema: {
        operationId: 'resendDeadMails',
        description: 'Yanıt, yeniden sıraya alınan e-postaların sayısını içerir.',
        tags,
        summary: 'Tüm denemeleri başarısız olmuş bütün e-postaları yeniden sıraya alır (KVKK ile silinmişler hariç)',
        security: bearer,
        response: { 200: Content(ResendDeadResultSchema), ...guarded },
      },
    },
    async () => ({ content: await service.resendAllDead() }),
  );

  app.get(
    '/admin/reservations/:id/mails',
    {
      onRequest: app.authorize(ADMIN_OR_OWNER),
      schema: {
        operationId: 'listReservationMails',
        description: 'Rezervasyon için oluşturulan e-postalar, durumları ve gönderilmeyenlerin nedeniyle döner.',
        tags: ['reservations'],
        summary: 'Rezervasyonun e-postaları: gönderilen, bekleyen ve gönderilmeyenler (nedeniyle)',
        security: bearer,
        params: UuidParams,
        response: { 200: Content(Type.Array(OutboxMailSchema)), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.forReservation(request.params.id, scopeOf(currentUser(request))) }),
  );
};

export default outboxRoutes;
