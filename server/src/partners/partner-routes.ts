import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { Content, errorResponses, ref } from '../common/schemas.js';
import { bookPartnerReservation } from './book-partner-reservation.js';
import { cancelPartnerReservation } from './cancel-partner-reservation.js';
import type { PartnersDeps } from './deps.js';
import { PartnersError } from './errors.js';
import { getPartnerAvailability, noneMatch } from './get-partner-availability.js';
import { getPartnerReservation } from './get-partner-reservation.js';
import { currentPartner, partnerContext } from './guard.js';
import { listPartnerReservations } from './list-partner-reservations.js';
import {
  AVAILABILITY_MAX_BOATS,
  AVAILABILITY_MAX_DAYS,
  AvailabilityQuerySchema,
  AvailabilitySchema,
  PartnerBookingBodySchema,
  PartnerIdempotencyHeadersSchema,
  PartnerReservationListQuerySchema,
  PartnerReservationPageSchema,
  PartnerReservationSchema,
  ReservationIdParams,
} from './partner-schemas.js';
import { createPartnersRepository } from './repository.js';

export interface PartnerRoutesOptions {
  deps: PartnersDeps;
  /** The site's preflight answer headers (methods, allowed headers, max age). */
  preflight: Readonly<Record<string, string>>;
}

const REPLAYED = 'idempotent-replayed';

/** JSON bytes written in the shape of the route's 200 schema, sent as they are. */
const sendJsonBytes = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);
/** 304: the copy the caller holds is the answer. */
const sendUnchanged = (reply: FastifyReply) => reply.code(304).send();

/** The partners' own API (`/v1/partner/…`): a partner key in `X-Api-Key`, each operation with the scope it needs. */
const partnerRoutes: FastifyPluginAsyncTypebox<PartnerRoutesOptions> = async (app, { deps, preflight }) => {
  const tags = ['partner'];
  const keyed = errorResponses(401, 403, 429);

  // A browser asks before sending the key: the partner origins are allowed here, and the key decides after.
  app.options('/partner/*', { schema: { hide: true } }, async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || request.headers['access-control-request-method'] === undefined)
      return reply.code(204).send();
    if (await createPartnersRepository(deps.sql).originAllowed(origin)) {
      reply.header('access-control-allow-origin', origin);
    } else if (reply.getHeader('access-control-allow-origin') !== '*') {
      reply.removeHeader('access-control-allow-origin');
    }
    return reply.headers(preflight).header('vary', 'Origin').code(204).send();
  });

  app.get(
    '/partner/availability',
    {
      onRequest: app.authorizePartner('availability:read'),
      schema: {
        operationId: 'getPartnerAvailability',
        description:
          `Kiralık teknelerin \`from\`–\`to\` penceresindeki (en çok ${AVAILABILITY_MAX_DAYS} gün) dolu aralıkları, tekne numarasına göre sayfalı ` +
          `(\`limit\` en çok ${AVAILABILITY_MAX_BOATS}; sonraki sayfa \`nextCursor\` ile). Yanıtın güçlü bir \`ETag\`'i vardır: ` +
          '`If-None-Match` ile aynı etiket gönderilirse ve yanıt değişmediyse 304 döner (gövde yok). Etiket yanıtın baytlarından hesaplanır; herhangi bir rezervasyon, kapatma veya iCal değişikliği yanıtı değiştirirse etiket de değişir.',
        tags,
        summary: 'Toplu müsaitlik: birçok teknenin bir penceredeki dolu ve boş günleri',
        querystring: AvailabilityQuerySchema,
        headers: Type.Object({
          'if-none-match': Type.Optional(
            Type.String({ maxLength: 1000, description: 'Önceki yanıtın ETag değeri (değişmediyse 304)' }),
          ),
        }),
        response: {
          200: AvailabilitySchema,
          304: Type.Null({ description: 'Değişmedi: önceki yanıt geçerli (gövde yok)' }),
          ...keyed,
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { body, etag } = await getPartnerAvailability(deps, request.query);
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (noneMatch(request.headers['if-none-match'], etag)) return sendUnchanged(reply);
      // JSON text PostgreSQL wrote in the shape of AvailabilitySchema, sent as the bytes the ETag names.
      return sendJsonBytes(reply, body);
    },
  );

  app.post(
    '/partner/reservations',
    {
      onRequest: app.authorizePartner('bookings:write'),
      // A missing key is named as such (not as a schema error of a header).
      preValidation: async (request) => {
        if (request.headers['idempotency-key'] === undefined) throw PartnersError.idempotencyKeyMissing();
      },
      schema: {
        operationId: 'createPartnerReservation',
        description:
          'Web sitesindeki rezervasyonla aynı karar: tarih, fiyat, koşullar ve opsiyon süresi aynıdır; kanal "partner", ortağın numarası (`partnerReference`) ve komisyonu koşullara (`terms.commission`) yazılır. ' +
          '`Idempotency-Key` zorunludur (yoksa 400): aynı anahtar ve aynı gövde aynı rezervasyonu aynı durum koduyla döndürür (`Idempotent-Replayed: true` başlığıyla), aynı anahtar farklı gövdeyle 409. ' +
          'Ödeme bekleyen opsiyon sayısı ortağın sınırındaysa 429 (`Retry-After`: ilk opsiyonun bitimine kadar).',
        tags,
        summary: 'Opsiyon oluştur (iş ortağı rezervasyonu)',
        headers: PartnerIdempotencyHeadersSchema,
        body: PartnerBookingBodySchema,
        response: { 201: Content(ref(PartnerReservationSchema)), ...keyed, ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { created, reservation } = await bookPartnerReservation(
        deps,
        currentPartner(request),
        request.body,
        request.headers['idempotency-key'],
        partnerContext(request),
      );
      if (!created) reply.header(REPLAYED, 'true');
      return reply.status(201).send({ content: reservation });
    },
  );

  app.get(
    '/partner/reservations',
    {
      onRequest: app.authorizePartner('bookings:read'),
      schema: {
        operationId: 'listPartnerReservations',
        description:
          'Yalnızca bu iş ortağının rezervasyonları, en yenisi önce; `status` ile süzülür, `skip`/`take` ile sayfalanır.',
        tags,
        summary: 'İş ortağının rezervasyonları',
        querystring: PartnerReservationListQuerySchema,
        response: { 200: PartnerReservationPageSchema, ...keyed, ...errorResponses(400) },
      },
    },
    async (request) => listPartnerReservations(deps, currentPartner(request), request.query, new Date().toISOString()),
  );

  app.get(
    '/partner/reservations/:id',
    {
      onRequest: app.authorizePartner('bookings:read'),
      schema: {
        operationId: 'getPartnerReservation',
        description:
          'İş ortağının kendi rezervasyonu: durum, tarihler, tutarlar ve koşullar. Başka bir ortağın veya web sitesinin rezervasyonu 404.',
        tags,
        summary: 'İş ortağı rezervasyonu',
        params: ReservationIdParams,
        response: { 200: Content(ref(PartnerReservationSchema)), ...keyed, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getPartnerReservation(deps, currentPartner(request), request.params.id) }),
  );

  app.post(
    '/partner/reservations/:id/cancel',
    {
      onRequest: app.authorizePartner('bookings:write'),
      schema: {
        operationId: 'cancelPartnerReservation',
        description:
          'İş ortağının kendi opsiyonunu iptal eder; tarihler hemen boşalır ve müşteriye bildirilir. Ön ödemesi alınmış veya onaylanmış rezervasyon 409 (iptali ofis yapar).',
        tags,
        summary: 'Opsiyonu iptal et',
        params: ReservationIdParams,
        response: { 200: Content(ref(PartnerReservationSchema)), ...keyed, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await cancelPartnerReservation(
        deps,
        currentPartner(request),
        request.params.id,
        partnerContext(request),
      ),
    }),
  );
};

export default partnerRoutes;
