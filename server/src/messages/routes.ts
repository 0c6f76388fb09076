import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../auth/guard.js';
import { bearer, errorResponses, IdParams, Message } from '../common/schemas.js';
import { istanbulDate } from '../common/dates.js';
import type { Sql } from '../platform/db.js';
import { AppError } from '../platform/errors.js';
import {
  ContactFormBodySchema,
  ContactMessagePageSchema,
  ContactMessageResponseSchema,
  EnquiryBodySchema,
  MessagesQuerySchema,
  SubscribeBodySchema,
  SubscriberPageSchema,
  SubscribersQuerySchema,
  UnreadCountSchema,
} from './schemas.js';
import { createMessagesService, type AfterSubmit, type EnquiryLimit } from './service.js';

export interface MessagesRoutesOptions {
  sql: Sql;
  /** Runs in the message's transaction (the mail copy commits with it). */
  afterSubmit?: AfterSubmit;
  /** Contact-form submissions allowed per client address and window. */
  contactLimit?: { max: number; timeWindowMs: number };
  /** Enquiries (purchase, charter request) allowed per client, counted in PostgreSQL. */
  enquiryLimit?: EnquiryLimit;
}

const TEN_MINUTES = 10 * 60 * 1000;

/** Contact form and newsletter (public), their management (ADMIN). */
const messagesRoutes: FastifyPluginAsyncTypebox<MessagesRoutesOptions> = async (
  app,
  { sql, contactLimit, afterSubmit, enquiryLimit },
) => {
  const service = createMessagesService(sql, afterSubmit, enquiryLimit);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const guarded = errorResponses(401, 403);
  const tags = ['messages'];

  // The counters live in this process's memory: behind N instances a client gets up to N times
  // the limit, which is acceptable for spam control (logins use the shared database throttle).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Çok fazla istek gönderdiniz. Lütfen ${Math.ceil(context.ttl / 60_000)} dakika sonra tekrar deneyin.`,
      ),
  });

  app.post(
    '/website/contact',
    {
      config: { rateLimit: { max: contactLimit?.max ?? 5, timeWindow: contactLimit?.timeWindowMs ?? TEN_MINUTES } },
      schema: {
        operationId: 'sendContactMessage',
        description: 'Mesaj kaydedilir ve ofise bildirilir; aynı istemciden kısa sürede çok sayıda mesaj 429 alır.',
        tags: ['website'],
        summary: 'İletişim formu gönder (adres başına 10 dakikada 5)',
        body: ContactFormBodySchema,
        response: { 200: Message, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await service.submit(request.body, request.ip);
      return { content: { message: 'Mesajınız alındı. En kısa sürede size dönüş yapacağız.' } };
    },
  );

  app.post(
    '/website/enquiry',
    {
      schema: {
        operationId: 'sendEnquiry',
        description:
          'Satılık bir tekne için satın alma talebi (purchase, tekne zorunlu) veya kiralama talebi (charter: tekne isteğe bağlı, tarihler, kişi sayısı) iletişim mesajları arasına tekneye bağlı olarak kaydedilir ve ofise bildirilir. Aynı istemciden 10 dakikada 5 talep (sayaç PostgreSQL’de); fazlası 429.',
        tags: ['website'],
        summary: 'Satın alma veya kiralama talebi gönder',
        body: EnquiryBodySchema,
        response: { 200: Message, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await service.enquire(request.body, request.ip, istanbulDate(new Date()));
      return { content: { message: 'Talebiniz alındı. En kısa sürede size dönüş yapacağız.' } };
    },
  );

  app.post(
    '/website/subscribe',
    {
      config: { rateLimit: { max: 10, timeWindow: TEN_MINUTES } },
      schema: {
        operationId: 'subscribeNewsletter',
        description:
          'Adres e-bülten listesine eklenir; zaten kayıtlı bir adres ikinci kez eklenmez. Aynı istemciden kısa sürede çok sayıda istek 429 alır.',
        tags: ['website'],
        summary: 'E-bültene abone ol (aynı adres ikinci kez eklenmez)',
        body: SubscribeBodySchema,
        response: { 200: Message, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await service.subscribe(request.body.email);
      return { content: { message: 'E-bülten aboneliğiniz kaydedildi.' } };
    },
  );

  app.get(
    '/admin/contact/messages',
    {
      ...adminOnly,
      schema: {
        operationId: 'listContactMessages',
        description: 'İletişim formu mesajları `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'İletişim formu mesajları, en yeni önce (sayfa boyutu 10)',
        security: bearer,
        querystring: MessagesQuerySchema,
        response: { 200: ContactMessagePageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/contact/messages/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'getContactMessage',
        description: 'Numarası verilen mesajı döndürür ve okundu olarak işaretler; yoksa 404.',
        tags,
        summary: 'Mesajı aç; okundu olarak işaretlenir',
        security: bearer,
        params: IdParams,
        response: { 200: ContactMessageResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.open(request.params.id) }),
  );

  app.get(
    '/admin/unreadcount',
    {
      ...adminOnly,
      schema: {
        operationId: 'getUnreadMessageCount',
        description: 'Henüz açılmamış iletişim formu mesajlarının sayısını döndürür.',
        tags,
        summary: 'Okunmamış iletişim mesajı sayısı',
        security: bearer,
        response: { 200: UnreadCountSchema, ...guarded },
      },
    },
    async () => ({ content: { count: await service.countUnread() } }),
  );

  app.get(
    '/admin/subscriber',
    {
      ...adminOnly,
      schema: {
        operationId: 'listSubscribers',
        description: 'E-bülten aboneleri `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'E-bülten aboneleri, en yeni önce (sayfa boyutu 50)',
        security: bearer,
        querystring: SubscribersQuerySchema,
        response: { 200: SubscriberPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => service.listSubscribers(request.query),
  );

  app.delete(
    '/admin/subscriber/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteSubscriber',
        description: 'Aboneyi listeden siler.',
        tags,
        summary: 'Aboneyi sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await service.deleteSubscriber(request.params.id);
      return { content: { message: 'Abone silindi.' } };
    },
  );
};

export default messagesRoutes;
