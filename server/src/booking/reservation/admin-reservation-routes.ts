import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { istanbulDate } from '../../common/dates.js';
import { bearer, Content, errorResponses, ref } from '../../common/schemas.js';
import type { StoredEvent } from '../../eventstore/types.js';
import type { Sql } from '../../platform/db.js';
import { NotFound } from '../errors.js';
import { describeEvent } from './audit.js';
import { contextOf, scopeOf } from '../context.js';
import { reservationStreamId, type ReservationEvent } from './events.js';
import {
  AuditEntrySchema,
  OfficeQuoteBodySchema,
  OfficeReservationBodySchema,
  ReservationListQuerySchema,
  ReservationPageSchema,
  UpdateReservationBodySchema,
  ExtrasBodySchema,
} from './office-schemas.js';
import { QuoteSchema, ReservationResponseSchema, UuidParams } from './schemas.js';
import { bookOfficeReservation } from './book-office-reservation.js';
import { quoteOfficeReservation } from './quote-office-reservation.js';
import { changeReservation } from './change-reservation.js';
import { changeExtras } from './change-extras.js';
import type { ReservationDeps } from './deps.js';
import { createReservationsReadRepository } from './read-repository.js';

/** The office's reservations: the list, one reservation and its audit trail, an office booking with its quote, a change, the extras. */
const adminReservationRoutes: FastifyPluginAsyncTypebox<{
  booking: ReservationDeps;
  /** Where the list's statements planned with their values run (`AppDeps.officeValuesSql`). */
  valuesSql: Sql;
}> = async (app, { booking, valuesSql }) => {
  const read = createReservationsReadRepository(booking.sql, valuesSql);
  const tags = ['reservations'];
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/reservations',
    {
      ...both,
      schema: {
        operationId: 'listReservations',
        description:
          'Rezervasyonlar durum, tekne, numara ve müşteri adıyla süzülür, `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Rezervasyonlar (sayfa boyutu 100); OWNER yalnızca kendi teknelerininkileri görür',
        security: bearer,
        querystring: ReservationListQuerySchema,
        response: { 200: ReservationPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => read.list(request.query, scopeOf(currentUser(request)), istanbulDate(new Date())),
  );

  app.get(
    '/admin/reservations/:id',
    {
      ...both,
      schema: {
        operationId: 'getReservation',
        description: 'Numarası verilen rezervasyonu döndürür; yoksa veya OWNER’ın teknesine ait değilse 404.',
        tags,
        summary: 'Rezervasyon ayrıntısı',
        security: bearer,
        params: UuidParams,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const r = await read.get(request.params.id, scopeOf(currentUser(request)));
      if (!r) throw new NotFound('Rezervasyon bulunamadı.');
      return { content: r };
    },
  );

  app.get(
    '/admin/reservations/:id/events',
    {
      ...both,
      schema: {
        operationId: 'listReservationEvents',
        description: 'Rezervasyonun olay günlüğü: her olayın türü, zamanı ve kimin yaptığı.',
        tags,
        summary: 'Rezervasyonun işlem geçmişi: her olay, kimin yaptığı ve ne zaman',
        security: bearer,
        params: UuidParams,
        response: { 200: Content(Type.Array(AuditEntrySchema)), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const r = await read.get(request.params.id, scopeOf(currentUser(request)));
      if (!r) throw new NotFound('Rezervasyon bulunamadı.');
      const { events } = await booking.store.readStream<ReservationEvent>(booking.sql, reservationStreamId(r.id));
      return {
        content: events.map((e: StoredEvent<ReservationEvent>) => {
          const a = e.metadata.actor;
          return {
            position: e.position,
            version: e.version,
            type: e.type,
            title: describeEvent(e),
            data: e.data,
            actor:
              a.kind === 'user'
                ? { kind: 'user', id: a.id, role: a.role, name: a.name }
                : {
                    kind: a.kind,
                    id: null,
                    role: null,
                    name:
                      a.kind === 'visitor'
                        ? 'Ziyaretçi (web sitesi)'
                        : a.kind === 'partner'
                          ? `İş ortağı (${a.name})`
                          : `Sistem (${a.name})`,
                  },
            requestId: e.metadata.requestId ?? null,
            at: e.metadata.at,
          };
        }),
      };
    },
  );

  app.post(
    '/admin/reservations',
    {
      ...both,
      schema: {
        operationId: 'createReservation',
        description: 'Ofisin aldığı rezervasyonu kaydeder; tarihler doluysa 409 döner.',
        tags,
        summary: 'Ofisten rezervasyon oluştur (telefon, diğer platformlar); isteğe bağlı doğrudan onaylı',
        security: bearer,
        body: OfficeReservationBodySchema,
        response: { 201: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        content: await bookOfficeReservation(booking, request.body, contextOf(request), scopeOf(currentUser(request))),
      }),
  );

  app.post(
    '/admin/reservations/quote',
    {
      ...both,
      config: { writes: false },
      schema: {
        operationId: 'previewReservationQuote',
        description:
          'Ofisin rezervasyon formu için: seçilen teknenin, tarihlerin ve misafir sayısının fiyatı, teknenin zorunlu ekstraları ve seçilen isteğe bağlı ekstralarla (rezervasyon aynı hesapla oluşturulur). Hiçbir şey kaydedilmez. Tekne bulunamazsa veya OWNER’ın değilse 404; pasif tekne, fiyatsız gün veya en az kiralama süresi 409; geçmiş veya ters tarih, tanınmayan ekstra veya fazla adet 400.',
        tags,
        summary: 'Ofisten rezervasyonun fiyat teklifi (ekstralarla)',
        security: bearer,
        body: OfficeQuoteBodySchema,
        response: { 200: Content(ref(QuoteSchema)), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await quoteOfficeReservation(booking, request.body, contextOf(request), scopeOf(currentUser(request))),
    }),
  );

  app.put(
    '/admin/reservations/:id',
    {
      ...both,
      schema: {
        operationId: 'updateReservation',
        description:
          '`expectedVersion` ile başka bir değişikliğin üzerine yazılmaz (409); izin verilmeyen durum geçişi de 409 döner.',
        tags,
        summary: 'Rezervasyonu değiştir: tarih, misafir, not, müşteri bilgisi, durum (onay, iptal, tamamlama)',
        security: bearer,
        params: UuidParams,
        body: UpdateReservationBodySchema,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await changeReservation(
        booking,
        request.params.id,
        request.body,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );

  app.put(
    '/admin/reservations/:id/extras',
    {
      ...both,
      schema: {
        operationId: 'setReservationExtras',
        description:
          'Rezervasyonun isteğe bağlı ekstralarını adetleriyle belirler (zorunlular her zaman eklenir); toplam, ön ödeme ve kalan yeniden hesaplanır. Yeni toplam yapılan ödemelerden düşük olamaz (409); tanınmayan ekstra veya fazla adet 400.',
        tags,
        summary: 'Rezervasyonun ekstralarını değiştir',
        security: bearer,
        params: UuidParams,
        body: ExtrasBodySchema,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await changeExtras(
        booking,
        request.params.id,
        request.body,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );
};

export default adminReservationRoutes;
