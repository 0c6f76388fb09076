import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN, ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, errorResponses } from '../../common/schemas.js';
import { NotFound } from '../errors.js';
import { contextOf, scopeOf } from '../context.js';
import { CancelClientOptionsBodySchema, CancelClientOptionsResultSchema } from './office-schemas.js';
import { ReservationIdBodySchema, ReservationResponseSchema, UuidParams } from './schemas.js';
import { cancelClientOptions } from './cancel-client-options.js';
import type { ReservationDeps } from './deps.js';
import { eraseCustomer } from './erase-customer.js';
import { createReservationsReadRepository } from './read-repository.js';
import { sendBankDetails } from './send-bank-details.js';
import { sendConfirmation } from './send-confirmation.js';

/**
 * What the office does about a customer: the KVKK erasure, a client's flood of website options, the bank
 * details and the confirmation mailed, a booking found by the other platform's number.
 */
const adminCustomerRoutes: FastifyPluginAsyncTypebox<{ booking: ReservationDeps }> = async (app, { booking }) => {
  const read = createReservationsReadRepository(booking.sql);
  const tags = ['reservations'];
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);

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
};

export default adminCustomerRoutes;
