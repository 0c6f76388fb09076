import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { trDate } from '../../common/dates.js';
import { bearer, errorResponses } from '../../common/schemas.js';
import { contextOf, scopeOf } from '../context.js';
import type { ReservationDeps } from './deps.js';
import { passengerListOf } from './passenger-list-repository.js';
import { passengerListCsv } from './passenger-list.js';
import { requireReservation } from './read-repository.js';
import { ReservationResponseSchema, UuidParams } from './schemas.js';
import {
  acceptCancellationRequest,
  refuseCancellationRequest,
  renewReservationLink,
  revokeReservationLink,
} from './visitor-reservation.js';
import {
  AdminPassengerListSchema,
  RefuseCancellationBodySchema,
  ReservationLinkRevokedSchema,
  ReservationLinkSchema,
} from './visitor-schemas.js';

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/** The office's side of the visitor's page: the link, the passenger list, the cancellation request. */
const visitorAdminRoutes: FastifyPluginAsyncTypebox<{ booking: ReservationDeps }> = async (app, { booking }) => {
  const tags = ['reservations'];
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);

  app.post(
    '/admin/reservations/:id/link',
    {
      ...both,
      schema: {
        operationId: 'rotateReservationLink',
        description:
          'Müşterinin rezervasyon sayfası bağlantısını iptal eder ve yenisini verir: eski bağlantı artık 404 döner, bundan sonraki e-postalar yenisini taşır.',
        tags,
        summary: 'Müşterinin rezervasyon bağlantısını yenile (eskisini iptal et)',
        security: bearer,
        params: UuidParams,
        response: { 200: ReservationLinkSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await renewReservationLink(
        booking,
        request.params.id,
        scopeOf(currentUser(request)),
        contextOf(request),
      ),
    }),
  );

  app.delete(
    '/admin/reservations/:id/link',
    {
      ...both,
      schema: {
        operationId: 'revokeReservationLink',
        description:
          'Müşterinin rezervasyon sayfası bağlantısını yenisini vermeden iptal eder: her bağlantı 404 döner, sonraki e-postalar bağlantı taşımaz; ofis yenileyene kadar böyle kalır. İşlem geçmişine yazılır; iptal edilmiş bağlantıyı yeniden iptal etmek bir şey değiştirmez (revoked: false).',
        tags,
        summary: 'Müşterinin rezervasyon bağlantısını iptal et (yenisini verme)',
        security: bearer,
        params: UuidParams,
        response: { 200: ReservationLinkRevokedSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await revokeReservationLink(
        booking,
        request.params.id,
        scopeOf(currentUser(request)),
        contextOf(request),
      ),
    }),
  );

  const listOf = async (id: string, owner: ReturnType<typeof scopeOf>) => {
    const r = await requireReservation(booking.sql, id, owner);
    return { r, list: await passengerListOf(booking.sql, r.id) };
  };

  app.get(
    '/admin/reservations/:id/passengers',
    {
      ...both,
      schema: {
        operationId: 'getPassengerList',
        description: 'Müşterinin rezervasyon sayfasından girdiği yolcu listesi; girilmediyse boş liste.',
        tags,
        summary: 'Yolcu listesi',
        security: bearer,
        params: UuidParams,
        response: { 200: AdminPassengerListSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { r, list } = await listOf(request.params.id, scopeOf(currentUser(request)));
      return {
        content: {
          reference: r.reference,
          guests: r.guests,
          emergencyPhone: list?.emergencyPhone ?? null,
          updatedAt: list?.updatedAt ?? null,
          passengers: list?.passengers ?? [],
        },
      };
    },
  );

  app.get(
    '/admin/reservations/:id/passengers/csv',
    {
      ...both,
      schema: {
        operationId: 'exportPassengerList',
        description: 'Yolcu listesi CSV olarak (Excel için UTF-8 BOM, noktalı virgül).',
        tags,
        summary: 'Yolcu listesini CSV indir',
        security: bearer,
        params: UuidParams,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'text/csv; charset=utf-8' }),
          ...guarded,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { r, list } = await listOf(request.params.id, scopeOf(currentUser(request)));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="yolcu-listesi-${r.reference}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(passengerListCsv(r.reference, list));
    },
  );

  app.get(
    '/admin/reservations/:id/passengers/print',
    {
      ...both,
      schema: {
        operationId: 'showPassengerListPrintout',
        description: 'Liman başkanlığına verilecek yazdırılabilir yolcu listesi (HTML).',
        tags,
        summary: 'Yolcu listesinin yazdırılabilir sayfası',
        security: bearer,
        params: UuidParams,
        produces: ['text/html'],
        response: {
          200: Type.String({ description: 'text/html; charset=utf-8' }),
          ...guarded,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { r, list } = await listOf(request.params.id, scopeOf(currentUser(request)));
      const rows = (list?.passengers ?? [])
        .map(
          (p, i) =>
            `<tr><td>${i + 1}</td><td>${esc(p.fullName)}</td><td>${esc(p.nationality)}</td><td>${esc(p.documentNo)}</td><td>${esc(trDate(p.birthDate))}</td></tr>`,
        )
        .join('');
      const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Yolcu listesi ${esc(r.reference)}</title></head><body><h1>Yolcu listesi</h1><p>Tekne: <strong>${esc(r.boat.name)}</strong> · Rezervasyon: <strong>${esc(r.reference)}</strong> · ${esc(trDate(r.start))} – ${esc(trDate(r.end))} · ${r.guests} misafir</p><table border="1" cellpadding="6" cellspacing="0"><thead><tr><th>Sıra</th><th>Ad soyad</th><th>Uyruk</th><th>T.C. kimlik / pasaport no</th><th>Doğum tarihi</th></tr></thead><tbody>${rows}</tbody></table><p>Acil durumda aranacak telefon: ${esc(list?.emergencyPhone ?? '—')}</p><p>Kaptan: ______________________ İmza: ______________</p></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
    },
  );

  app.post(
    '/admin/reservations/:id/cancellation-request/accept',
    {
      ...both,
      schema: {
        operationId: 'acceptCancellationRequest',
        description:
          'Müşterinin iptal talebini kabul eder: rezervasyon "müşteri" nedeniyle iptal edilir, iade teknenin bugünkü iptal politikasıyla hesaplanır ve müşteriye e-posta gider.',
        tags,
        summary: 'İptal talebini kabul et (rezervasyonu iptal et)',
        security: bearer,
        params: UuidParams,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await acceptCancellationRequest(
        booking,
        request.params.id,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );

  app.post(
    '/admin/reservations/:id/cancellation-request/refuse',
    {
      ...both,
      schema: {
        operationId: 'refuseCancellationRequest',
        description:
          'Müşterinin iptal talebini nedeniyle reddeder; rezervasyon geçerli kalır, müşteriye e-posta gider.',
        tags,
        summary: 'İptal talebini reddet',
        security: bearer,
        params: UuidParams,
        body: RefuseCancellationBodySchema,
        response: { 200: ReservationResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await refuseCancellationRequest(
        booking,
        request.params.id,
        request.body.reason,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );
};

export default visitorAdminRoutes;
