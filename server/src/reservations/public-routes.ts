import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { daysBetween } from '../common/dates.js';
import { Content, errorResponses, ref } from '../common/schemas.js';
import { badRequest } from '../platform/errors.js';
import { publicBoatBySlug, quoteFor, toIsoCurrency } from './catalog.js';
import { contextOf } from './context.js';
import {
  AvailabilitySchema,
  BookingBodySchema,
  IdempotencyHeadersSchema,
  PublicReservationSchema,
  QuoteBodySchema,
  QuoteSchema,
  RangeQuerySchema,
} from './schemas.js';
import type { Fingerprints } from '../limits/fingerprint.js';
import type { RequestLimit, RequestLimiter } from '../limits/request-limits.js';
import type { ReservationsService } from './service.js';

export interface PublicReservationRoutesOptions {
  service: ReservationsService;
  /** Quotes one client address may ask for (counted in PostgreSQL, shared by every instance). */
  quoteLimit?: { limiter: RequestLimiter; limit: RequestLimit; fingerprints: Fingerprints };
}

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 160 }) });
const MAX_WINDOW_DAYS = 731;

function checkWindow(from: string, to: string): void {
  if (to <= from) throw badRequest('INVALID_RANGE', 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.');
  if (daysBetween(from, to) > MAX_WINDOW_DAYS) throw badRequest('RANGE_TOO_LONG', 'En fazla iki yıllık bir aralık sorgulanabilir.');
}

const publicReservationRoutes: FastifyPluginAsyncTypebox<PublicReservationRoutesOptions> = async (app, { service, quoteLimit }) => {
  const tags = ['booking'];
  const sql = service.sqlForReads;

  app.get(
    '/boats/:slug/availability',
    {
      schema: {
        tags,
        summary: 'Teknenin dolu olduğu tarih aralıkları',
        params: SlugParams,
        querystring: RangeQuerySchema,
        response: { 200: AvailabilitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      checkWindow(from, to);
      const boat = await publicBoatBySlug(sql, request.params.slug);
      return { content: { from, to, occupied: await service.read.occupiedRanges(boat.id, from, to) } };
    },
  );

  app.post(
    '/boats/:slug/quote',
    {
      schema: {
        tags,
        summary: 'Fiyat teklifi: toplam, %20 ön ödeme ve kalan, seçilen para biriminde',
        params: SlugParams,
        body: QuoteBodySchema,
        response: { 200: Content(ref(QuoteSchema)), ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      if (quoteLimit) await quoteLimit.limiter.hit(quoteLimit.limit, quoteLimit.fingerprints.client(request.ip));
      const { start, end, currency } = request.body;
      if (end <= start) throw badRequest('INVALID_RANGE', 'Dönüş tarihi biniş tarihinden sonra olmalıdır.');
      const boat = await publicBoatBySlug(sql, request.params.slug);
      return { content: await quoteFor(sql, boat.id, start, end, toIsoCurrency(currency)) };
    },
  );

  app.post(
    '/reservations',
    {
      schema: {
        tags,
        summary: 'Rezervasyon isteği: ön ödeme gelene kadar opsiyonlu tutulur',
        description: 'Aynı Idempotency-Key ile tekrarlanan istek aynı rezervasyonu 200 ile döndürür.',
        headers: IdempotencyHeadersSchema,
        body: BookingBodySchema,
        response: { 200: PublicReservationSchema, 201: PublicReservationSchema, ...errorResponses(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { created, booking } = await service.book(request.body, contextOf(request), request.headers['idempotency-key']);
      return reply.status(created ? 201 : 200).send({ content: booking });
    },
  );
};

export default publicReservationRoutes;
