import { occupancyPage } from './occupancy-page.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN, ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { daysBetween, istanbulDate } from '../../common/dates.js';
import { bearer, Content, errorResponses, ref } from '../../common/schemas.js';
import type { StoredEvent } from '../../eventstore/types.js';
import type { Sql } from '../../platform/db.js';
import { badRequest } from '../../platform/errors.js';
import { NotFound } from '../errors.js';
import { describeEvent } from './audit.js';
import { contextOf, scopeOf } from '../context.js';
import { reservationStreamId, type ReservationEvent } from './events.js';
import { OccupancyPageSchema, OccupancyQuerySchema } from './occupancy-schemas.js';
import {
  CancelClientOptionsBodySchema,
  CancelClientOptionsResultSchema,
  AuditEntrySchema,
  OfficeQuoteBodySchema,
  OfficeReservationBodySchema,
  ReservationListQuerySchema,
  ReservationPageSchema,
  UpdateReservationBodySchema,
  ExtrasBodySchema,
} from './office-schemas.js';
import {
  PaymentBodySchema,
  RefundBodySchema,
  RefundQuoteSchema,
  TransactionListQuerySchema,
  TransactionPageSchema,
} from './payment-schemas.js';
import {
  QuoteSchema,
  ReservationIdBodySchema,
  ReservationResponseSchema,
  TransactionSchema,
  UuidParams,
} from './schemas.js';
import { bookOfficeReservation } from './book-office-reservation.js';
import { quoteOfficeReservation } from './quote-office-reservation.js';
import { cancelClientOptions } from './cancel-client-options.js';
import { changeReservation } from './change-reservation.js';
import { contractFilename, renderCharterContract } from './charter-contract.js';
import { changeExtras } from './change-extras.js';
import type { ReservationDeps } from './deps.js';
import { eraseCustomer } from './erase-customer.js';
import { createOccupancyReadRepository } from './occupancy-read-repository.js';
import { createReservationsReadRepository } from './read-repository.js';
import { createTransactionsReadRepository } from './transactions-read-repository.js';
import { recordPayment } from './record-payment.js';
import { quoteRefund, recordRefund } from './record-refund.js';
import { sendBankDetails } from './send-bank-details.js';
import { sendConfirmation } from './send-confirmation.js';
import { sendJsonText } from '../../platform/json-text.js';

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
                    name: a.kind === 'visitor' ? 'Ziyaretçi (web sitesi)' : `Sistem (${a.name})`,
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

  app.get(
    '/admin/reservations/:id/refund-quote',
    {
      ...both,
      schema: {
        operationId: 'getRefundQuote',
        description:
          'İptal penceresi için: onaylı ya da ödemesi olan bir rezervasyon bugün iptal edilirse teknenin iptal politikasına göre ne kadar iade doğar. Hiçbir şey değişmez.',
        tags,
        summary: 'Bugün iptal edilirse doğacak iade',
        security: bearer,
        params: UuidParams,
        response: { 200: RefundQuoteSchema, ...guarded, ...errorResponses(404) },
      },
    },
    async (request) => ({
      content: await quoteRefund(booking, request.params.id, contextOf(request), scopeOf(currentUser(request))),
    }),
  );

  app.get(
    '/admin/reservations/:id/contract.pdf',
    {
      ...both,
      schema: {
        operationId: 'getCharterContract',
        description:
          'Onaylı (veya tamamlanmış) rezervasyonun kiralama sözleşmesi PDF olarak, rezervasyonun dilinde (`?lang=` ile Türkçe ya da İngilizce istenebilir): taraflar, tekne ve belgeleri, tarihler ve liman, misafirler, ücret, ön ödeme ve kalan ödeme planı, iptal koşulları, imza alanı. Opsiyondaki veya iptal edilmiş rezervasyon için 409.',
        tags,
        summary: 'Kiralama sözleşmesini PDF olarak indir',
        security: bearer,
        params: UuidParams,
        querystring: Type.Object({
          lang: Type.Optional(
            Type.Union([Type.Literal('tr'), Type.Literal('en')], {
              description: 'Sözleşmenin dili; verilmezse rezervasyonun dili',
            }),
          ),
        }),
        produces: ['application/pdf'],
        response: {
          200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          ...guarded,
          ...errorResponses(404, 409),
        },
      },
    },
    async (request, reply) => {
      const pdf = await renderCharterContract(booking, request.params.id, request.query.lang, {
        owner: scopeOf(currentUser(request)),
        now: contextOf(request).now,
      });
      const row = await read.get(request.params.id, null);
      const filename = contractFilename(row?.reference ?? '', request.query.lang ?? row?.language ?? 'tr');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/admin/reservations/:id/refunds',
    {
      ...both,
      schema: {
        operationId: 'recordRefund',
        description:
          'İptal edilmiş rezervasyonun iade borcundan müşteriye ödenen tutarı işler; işlem listesinde eksi tutarlı bir kayıt olur.',
        tags,
        summary: 'Müşteriye ödenen iadeyi kaydet',
        security: bearer,
        params: UuidParams,
        body: RefundBodySchema,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await recordRefund(
        booking,
        request.params.id,
        request.body,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );

  app.post(
    '/admin/reservations/:id/payments',
    {
      ...both,
      schema: {
        operationId: 'recordPayment',
        description: 'Alınan ödemeyi rezervasyona işler ve işlem listesine ekler.',
        tags,
        summary: 'Ödeme kaydet; ön ödeme tamamlanınca opsiyon onaylanır',
        security: bearer,
        params: UuidParams,
        body: PaymentBodySchema,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await recordPayment(
        booking,
        request.params.id,
        request.body,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );

  app.delete(
    '/admin/reservations/:id/customer',
    {
      onRequest: app.authorize(ADMIN),
      schema: {
        operationId: 'eraseReservationCustomer',
        tags,
        summary: 'KVKK silme talebi: müşterinin kişisel verilerini her yerden siler, işlem geçmişi korunur',
        description:
          'Tek işlemde: müşteri kaydındaki ad, e-posta ve telefon silinir; rezervasyonun e-postaları ve müşterinin adresine giden ' +
          'tüm e-postalar giden kutusunda tür, zaman ve durumla kalır, alıcı, konu ve içerik silinir ("Kişisel veriler silindi (KVKK)"); ' +
          'henüz gönderilmemiş olanlar gönderilmez. `alsoMessages=true` ile aynı e-posta adresinden gelen iletişim formu mesajları ' +
          've e-bülten aboneliği de silinir. Tekrar çağrılması zararsızdır.',
        security: bearer,
        params: UuidParams,
        querystring: Type.Object({
          alsoMessages: Type.Optional(
            Type.Boolean({
              default: false,
              description: 'true: aynı e-posta adresinin iletişim formu mesajları ve e-bülten kaydı da silinsin',
            }),
          ),
        }),
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await eraseCustomer(booking, request.params.id, { alsoMessages: request.query.alsoMessages === true }),
    }),
  );

  app.post(
    '/admin/reservations/cancel-client-options',
    {
      onRequest: app.authorize(ADMIN),
      schema: {
        operationId: 'cancelClientOptions',
        description:
          'Aynı istemci adresinden gelen, ödeme bekleyen bütün site opsiyonları verilen nedenle iptal edilir; yanıt iptal edilenleri bildirir.',
        tags,
        summary:
          'Bir istemci adresinden gelen bütün ödeme bekleyen site opsiyonlarını nedeniyle birlikte iptal et (toplu istek saldırısına karşı)',
        security: bearer,
        body: CancelClientOptionsBodySchema,
        response: { 200: CancelClientOptionsResultSchema, ...guarded, ...errorResponses(400, 409) },
      },
    },
    async (request) => ({
      content: await cancelClientOptions(booking, request.body.fingerprint, request.body.note, contextOf(request)),
    }),
  );

  app.post(
    '/admin/sendbank',
    {
      ...both,
      schema: {
        operationId: 'sendBankDetails',
        description: 'Banka bilgileri e-postasını müşteriye gönderilmek üzere sıraya alır.',
        tags,
        summary: 'Müşteriye banka bilgilerini ve ödenecek tutarı gönder',
        security: bearer,
        body: ReservationIdBodySchema,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await sendBankDetails(booking, request.body.id, contextOf(request), scopeOf(currentUser(request))),
    }),
  );

  app.post(
    '/admin/sendconfirm',
    {
      ...both,
      schema: {
        operationId: 'sendReservationConfirmation',
        description: 'Opsiyondaki rezervasyonu onaylar ve onay e-postasını sıraya alır.',
        tags,
        summary: 'Onay bildirimini gönder; opsiyondaki rezervasyonu onaylar',
        security: bearer,
        body: ReservationIdBodySchema,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await sendConfirmation(booking, request.body.id, contextOf(request), scopeOf(currentUser(request))),
    }),
  );

  app.get(
    '/admin/reservationfromplatoid',
    {
      ...both,
      schema: {
        operationId: 'findReservationByPlatformId',
        description: 'Başka bir platformdan girilmiş rezervasyonu o platformdaki numarasıyla bulur; yoksa 404.',
        tags,
        summary: 'Diğer platformdaki rezervasyon numarasıyla bul',
        security: bearer,
        querystring: Type.Object({ platoReservationId: Type.String({ minLength: 1, maxLength: 120 }) }),
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const r = await read.byPlatformRef(request.query.platoReservationId.trim(), scopeOf(currentUser(request)));
      if (!r) throw new NotFound('Bu platform numarasıyla kayıtlı rezervasyon bulunamadı.');
      return { content: r };
    },
  );

  app.get(
    '/admin/transactions',
    {
      ...both,
      schema: {
        operationId: 'listTransactions',
        description:
          'Kaydedilen ödemeler en yeni önce, `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags: ['transactions'],
        summary: 'Rezervasyonlara kaydedilen ödemeler (sayfa boyutu 100)',
        security: bearer,
        querystring: TransactionListQuerySchema,
        response: { 200: TransactionPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) =>
      createTransactionsReadRepository(booking.sql).transactions(request.query, scopeOf(currentUser(request))),
  );

  app.get(
    '/admin/transactions/:id',
    {
      ...both,
      schema: {
        operationId: 'getTransaction',
        description: 'Numarası verilen ödemeyi döndürür; yoksa 404.',
        tags: ['transactions'],
        summary: 'Ödeme ayrıntısı',
        security: bearer,
        params: UuidParams,
        response: { 200: Content(ref(TransactionSchema)), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const t = await createTransactionsReadRepository(booking.sql).transaction(
        request.params.id,
        scopeOf(currentUser(request)),
      );
      if (!t) throw new NotFound('Ödeme kaydı bulunamadı.');
      return { content: t };
    },
  );

  app.get(
    '/admin/occupancy',
    {
      ...both,
      schema: {
        operationId: 'getOccupancy',
        description:
          'Verilen tarih penceresinde görülebilen teknelerin dolu aralıkları kaynaklarıyla döner; tekneler ada göre sayfalanır (`limit`, `cursor`/`nextCursor`). Tek tekne için `boat_id`, birkaç tekne için `boat_ids`. Filonun tamamına bakmak için filo görünümü (`/v1/admin/occupancy/grid`) vardır.',
        tags: ['occupancy'],
        summary:
          'Doluluk takvimi: bir tarih penceresindeki dolu aralıklar (rezervasyon, kapatma, tekne tarihleri, iCal)',
        security: bearer,
        querystring: OccupancyQuerySchema,
        response: { 200: OccupancyPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (to <= from) throw badRequest('INVALID_RANGE', 'Bitiş tarihi başlangıç tarihinden sonra olmalıdır.');
      if (daysBetween(from, to) > 400)
        throw badRequest('RANGE_TOO_LONG', 'Doluluk takvimi en fazla 400 günlük bir pencere için sorgulanabilir.');
      // JSON text PostgreSQL wrote in the shape of the response schema.
      return sendJsonText(
        reply,
        await createOccupancyReadRepository(booking.sql).occupancyJson(
          from,
          to,
          occupancyPage(request.query),
          scopeOf(currentUser(request)),
        ),
      );
    },
  );
};

export default adminReservationRoutes;
