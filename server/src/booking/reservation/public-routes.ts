import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { daysBetween, istanbulDateTime } from '../../common/dates.js';
import { Content, errorResponses, ref, SlugParam, withExample } from '../../common/schemas.js';
import { badRequest, toAppError } from '../../platform/errors.js';
import { publicBoatBySlug } from '../catalog.js';
import { contextOf } from '../context.js';
import {
  AvailabilitySchema,
  BookingBodySchema,
  IdempotencyHeadersSchema,
  PublicReservationSchema,
  QuoteBodySchema,
  RangeQuerySchema,
} from './public-schemas.js';
import { QuoteSchema } from './schemas.js';
import type { Fingerprints } from '../../limits/fingerprint.js';
import type { RequestLimit, RequestLimiter } from '../../limits/request-limits.js';
import { bookingErrors } from '../errors.js';
import { bookReservation } from './book-reservation.js';
import { confirmHold } from './confirm-hold.js';
import type { ReservationDeps } from './deps.js';
import { quoteReservation } from './quote-reservation.js';
import { createOccupancyReadRepository } from './occupancy-read-repository.js';

export interface PublicReservationRoutesOptions {
  booking: ReservationDeps;
  /** Quotes one client address may ask for (counted in PostgreSQL, shared by every instance). */
  quoteLimit?: { limiter: RequestLimiter; limit: RequestLimit; fingerprints: Fingerprints };
}

const SlugParams = Type.Object({ slug: SlugParam('Tekne adres parçası') });
const HoldParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const HoldToken = Type.String({
  minLength: 16,
  maxLength: 128,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'E-postadaki bağlantının anahtarı',
});

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/** The small page a visitor sees from the mailed link: plain HTML, no script, no style sheet. */
function holdPage(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} – Fethiye Tekne</title></head><body><main><h1>${esc(title)}</h1>${body}<p><a href="/">Fethiye Tekne ana sayfası</a></p></main></body></html>`;
}
const MAX_WINDOW_DAYS = 731;

function checkWindow(from: string, to: string): void {
  if (to <= from) throw badRequest('INVALID_RANGE', 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.');
  if (daysBetween(from, to) > MAX_WINDOW_DAYS)
    throw badRequest('RANGE_TOO_LONG', 'En fazla iki yıllık bir aralık sorgulanabilir.');
}

const publicReservationRoutes: FastifyPluginAsyncTypebox<PublicReservationRoutesOptions> = async (
  app,
  { booking, quoteLimit },
) => {
  const tags = ['booking'];
  const { sql } = booking;
  const occupancy = createOccupancyReadRepository(sql);

  app.get(
    '/boats/:slug/availability',
    {
      schema: {
        operationId: 'getBoatAvailability',
        description:
          '`from`–`to` penceresinde (en çok iki yıl) teknenin dolu olduğu aralıklar döner; rezervasyon, kapatma ve iCal tarihleri birlikte.',
        tags,
        summary: 'Teknenin dolu olduğu tarih aralıkları',
        params: SlugParams,
        querystring: RangeQuerySchema,
        response: { 200: AvailabilitySchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      checkWindow(from, to);
      const boat = await publicBoatBySlug(sql, request.params.slug);
      return { content: { from, to, occupied: await occupancy.occupiedRanges(boat.id, from, to) } };
    },
  );

  app.post(
    '/boats/:slug/quote',
    {
      schema: {
        operationId: 'createQuote',
        description:
          'Seçilen tarihlerin fiyatını teknenin fiyat dönemlerinden hesaplar, zorunlu ekstraları ve seçilen ekstraları (kişi sayısıyla, yoksa 1 kişi) ekler. Aynı gövdeyle yapılacak rezervasyon isteğinin kararını verir: rezervasyonun reddedeceği bir istek (geçmiş tarih, kapasiteyi aşan misafir, konaklamalı kiralanmayan tekneye gece, fiyatı olmayan gün, en az gün sayısı, kiralanmayan tekne, hatalı ekstra) aynı kod, mesaj ve durumla reddedilir. Tarihlerin dolu olup olmadığına bakmaz. İstemci adresi başına dakikada sınırlıdır (429).',
        tags,
        summary: 'Fiyat teklifi: toplam, %20 ön ödeme ve kalan, seçilen para biriminde',
        params: SlugParams,
        body: QuoteBodySchema,
        response: { 200: Content(ref(QuoteSchema)), ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      if (quoteLimit) await quoteLimit.limiter.hit(quoteLimit.limit, quoteLimit.fingerprints.client(request.ip));
      return {
        content: await quoteReservation(booking, request.params.slug, request.body, contextOf(request)),
      };
    },
  );

  app.post(
    '/reservations',
    {
      schema: {
        operationId: 'requestReservation',
        tags,
        summary: 'Rezervasyon isteği: ön ödeme gelene kadar opsiyonlu tutulur',
        description: 'Aynı Idempotency-Key ile tekrarlanan istek aynı rezervasyonu 200 ile döndürür.',
        headers: IdempotencyHeadersSchema,
        body: BookingBodySchema,
        response: {
          200: PublicReservationSchema,
          201: PublicReservationSchema,
          ...errorResponses(400, 404, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { created, booking: answer } = await bookReservation(
        booking,
        request.body,
        contextOf(request),
        request.headers['idempotency-key'],
      );
      return reply.status(created ? 201 : 200).send({ content: answer });
    },
  );

  app.post(
    '/reservations/:id/confirm-hold',
    {
      schema: {
        operationId: 'confirmReservationHold',
        description:
          'Yoğunluk sırasında kısa süreli tutulan isteği e-postadaki anahtarla onaylar; anahtar yanlışsa 404, süre geçmişse 409.',
        tags,
        summary:
          'Yoğunluk sırasında kısa süre tutulan rezervasyon isteğini e-postadaki anahtarla onayla (opsiyon normal süresine uzar)',
        params: HoldParams,
        body: withExample(Type.Object({ token: HoldToken }), { token: 'Qm9hdEhvbGQtMjAyNy0wNw' }),
        response: {
          200: Content(
            Type.Object({
              reference: Type.String(),
              optionUntil: Type.String({ format: 'date-time' }),
              boatName: Type.String(),
            }),
          ),
          ...errorResponses(400, 404, 409),
        },
      },
    },
    async (request) => ({
      content: await confirmHold(booking, request.params.id, request.body.token, contextOf(request)),
    }),
  );

  app.get(
    '/reservations/:id/confirm-hold',
    {
      schema: {
        operationId: 'showReservationHoldPage',
        description: 'Tarayıcı için HTML sayfası döner; `confirm=1` olmadan yalnızca onay düğmesini gösterir.',
        tags,
        summary:
          'E-postadaki onay bağlantısının açtığı sayfa: önce bir onay düğmesi gösterir (bağlantıyı tarayan programlar isteği onaylamasın), düğme isteği onaylar',
        params: HoldParams,
        querystring: Type.Object({ token: HoldToken, confirm: Type.Optional(Type.Literal('1')) }),
        produces: ['text/html'],
        response: {
          200: Type.String({ description: 'text/html; charset=utf-8' }),
          404: Type.String({ description: 'text/html; charset=utf-8' }),
          409: Type.String({ description: 'text/html; charset=utf-8' }),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { token, confirm } = request.query;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (confirm !== '1') {
        const form = `<form method="get" action="/v1/reservations/${esc(id)}/confirm-hold"><input type="hidden" name="token" value="${esc(token)}"><input type="hidden" name="confirm" value="1"><button type="submit">Rezervasyon isteğimi onaylıyorum</button></form>`;
        return holdPage(
          'Rezervasyon isteğinizi onaylayın',
          `<p>Tarihlerin sizin için tutulmaya devam etmesi için isteğinizi onaylayın.</p>${form}`,
        );
      }
      try {
        const held = await confirmHold(booking, id, token, contextOf(request));
        return holdPage(
          'Rezervasyon isteğiniz onaylandı',
          `<p><strong>${esc(held.boatName)}</strong> için <strong>${esc(held.reference)}</strong> numaralı isteğinizin tarihleri şu zamana kadar sizin için tutulacak: <strong>${esc(istanbulDateTime(held.optionUntil, 'tr'))}</strong>. Ön ödeme bilgileri e-postanızda.</p>`,
        );
      } catch (e) {
        const answer = toAppError(e, [bookingErrors]);
        if (answer && (answer.statusCode === 404 || answer.statusCode === 409)) {
          return reply
            .status(answer.statusCode)
            .send(
              holdPage(
                answer.statusCode === 404 ? 'Bağlantı geçersiz' : 'Süre dolmuş',
                `<p>${esc(answer.message)}</p>`,
              ),
            );
        }
        throw e;
      }
    },
  );
};

export default publicReservationRoutes;
