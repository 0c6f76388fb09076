import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, errorResponses } from '../../common/schemas.js';
import { contextOf, scopeOf } from '../context.js';
import { PaymentBodySchema, RefundBodySchema, RefundQuoteSchema } from './payment-schemas.js';
import { ReservationResponseSchema, UuidParams } from './schemas.js';
import { contractFilename, renderCharterContract } from './charter-contract.js';
import type { ReservationDeps } from './deps.js';
import { createReservationsReadRepository } from './read-repository.js';
import { recordPayment } from './record-payment.js';
import { quoteRefund, recordRefund } from './record-refund.js';

/** Money and the contract: the refund a cancellation would owe, the charter contract, refunds paid and payments received. */
const adminPaymentRoutes: FastifyPluginAsyncTypebox<{ booking: ReservationDeps }> = async (app, { booking }) => {
  const read = createReservationsReadRepository(booking.sql);
  const tags = ['reservations'];
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);

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
};

export default adminPaymentRoutes;
