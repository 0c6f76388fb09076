import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from '../../common/schemas.js';
import type { Fingerprints } from '../../limits/fingerprint.js';
import type { RequestLimit, RequestLimiter } from '../../limits/request-limits.js';
import { contextOf } from '../context.js';
import type { ReservationDeps } from './deps.js';
import {
  PassengerListBodySchema,
  VisitorLinkParams,
  VisitorLinkQuery,
  VisitorReservationSchema,
} from './visitor-schemas.js';
import {
  requestCancellation,
  saveVisitorPassengers,
  visitorContract,
  visitorReservation,
} from './visitor-reservation.js';

export interface VisitorRoutesOptions {
  booking: ReservationDeps;
  /**
   * Link lookups one client address may make (counted in PostgreSQL, so guessing is limited across
   * every instance): each request of these routes counts, right or wrong.
   */
  linkLimit?: { limiter: RequestLimiter; limit: RequestLimit; fingerprints: Fingerprints };
}

/**
 * The visitor's own reservation, opened with the signed link of their mails (no login): read it,
 * enter the passenger list, ask to cancel. A wrong, tampered or revoked token, or a number the token
 * is not for, is a 404. Never cached: the answers are one person's.
 */
const visitorReservationRoutes: FastifyPluginAsyncTypebox<VisitorRoutesOptions> = async (
  app,
  { booking, linkLimit },
) => {
  const tags = ['booking'];
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    if (linkLimit) await linkLimit.limiter.hit(linkLimit.limit, linkLimit.fingerprints.client(request.ip));
  };

  app.get(
    '/visitor-reservations/:number',
    {
      onRequest: limited,
      schema: {
        operationId: 'getVisitorReservation',
        description:
          'Ziyaretçinin e-postasındaki imzalı bağlantı (`t`) ile: durum, opsiyon bitişi, ödenen ve kalan tutarlar, rezervasyonun para birimindeki banka hesapları, iptal koşulları, yolcu listesi. Anahtar yanlış, değiştirilmiş veya iptal edilmişse 404. İstemci adresi başına dakikada sınırlıdır (429).',
        tags,
        summary: 'Ziyaretçinin kendi rezervasyonu (imzalı bağlantıyla, girişsiz)',
        params: VisitorLinkParams,
        querystring: VisitorLinkQuery,
        response: { 200: VisitorReservationSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ({
      content: await visitorReservation(booking, request.params.number, request.query.t, new Date().toISOString()),
    }),
  );

  app.get(
    '/visitor-reservations/:number/contract.pdf',
    {
      onRequest: limited,
      schema: {
        operationId: 'getVisitorCharterContract',
        description:
          'Onaylanmış rezervasyonun kiralama sözleşmesi PDF olarak, rezervasyonun dilinde, e-postadaki imzalı bağlantının anahtarıyla (`t`). Anahtar yanlışsa 404, rezervasyon henüz onaylanmadıysa 409. İstemci adresi başına dakikada sınırlıdır (429).',
        tags,
        summary: 'Ziyaretçinin kiralama sözleşmesi (PDF, imzalı bağlantıyla)',
        params: VisitorLinkParams,
        querystring: VisitorLinkQuery,
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          ...errorResponses(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await visitorContract(
        booking,
        request.params.number,
        request.query.t,
        new Date().toISOString(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.put(
    '/visitor-reservations/:number/passengers',
    {
      onRequest: limited,
      schema: {
        operationId: 'updateVisitorPassengers',
        description:
          'Yolcu listesini (her misafirin adı soyadı, uyruğu, kimlik/pasaport numarası, doğum tarihi ve KVKK onayı; bir acil durum telefonu) rezervasyondaki misafir sayısına kadar kaydeder; önceki listenin yerine geçer. Kurallara uymayan liste Türkçe bir cümleyle 400 döner.',
        tags,
        summary: 'Yolcu listesini kaydet (imzalı bağlantıyla)',
        params: VisitorLinkParams,
        querystring: VisitorLinkQuery,
        body: PassengerListBodySchema,
        response: { 200: VisitorReservationSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ({
      content: await saveVisitorPassengers(
        booking,
        request.params.number,
        request.query.t,
        request.body,
        contextOf(request),
      ),
    }),
  );

  app.post(
    '/visitor-reservations/:number/cancellation-request',
    {
      onRequest: limited,
      schema: {
        operationId: 'requestVisitorCancellation',
        description:
          'Ziyaretçi iptal ister: teknenin iptal politikasına göre şu an doğacak iade talebe yazılır, ofis kabul eder (iptal) veya nedeniyle reddeder. Aynı talebin tekrarı bir şey değiştirmez.',
        tags,
        summary: 'İptal talebi gönder (imzalı bağlantıyla)',
        params: VisitorLinkParams,
        querystring: VisitorLinkQuery,
        response: { 200: VisitorReservationSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => ({
      content: await requestCancellation(booking, request.params.number, request.query.t, contextOf(request)),
    }),
  );
};

export default visitorReservationRoutes;
