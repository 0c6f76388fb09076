import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../auth/guard.js';
import { bearer, errorResponses } from '../common/schemas.js';
import { contextOf, scopeOf } from '../booking/context.js';
import {
  CalendarParamsSchema,
  CalendarQuerySchema,
  SyncBodySchema,
  SyncSummarySchema,
  TokenParamsSchema,
  TokenResponseSchema,
} from './schemas.js';
import type { CalendarDeps } from './deps.js';
import { exportCalendar } from './export-calendar.js';
import { previewIcalSync } from './preview-ical-sync.js';
import { rotateIcalToken } from './rotate-ical-token.js';
import { syncIcalFeed } from './sync-ical-feed.js';

/** The iCal export feed (public, behind a per-boat token) and the import preview and sync. */
const calendarRoutes: FastifyPluginAsyncTypebox<{ calendar: CalendarDeps }> = async (app, { calendar }) => {
  const staff = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);
  const tags = ['calendar'];

  app.get(
    '/calendar/:boatId.ics',
    {
      schema: {
        operationId: 'getBoatCalendar',
        description:
          'Anahtarlı iCal akışı: teknenin dolu günleri (rezervasyon, kapatma) VEVENT olarak; yanlış anahtar 404.',
        tags,
        summary: 'Teknenin doluluk takvimi (iCal); Click&Boat, SamBoat, Airbnb veya Google Takvim abone olabilir',
        params: CalendarParamsSchema,
        querystring: CalendarQuerySchema,
        produces: ['text/calendar'],
        response: { 200: Type.String({ description: 'text/calendar; charset=utf-8' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const text = await exportCalendar(calendar, request.params.boatId, request.query.token, new Date());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="tekne-${request.params.boatId}.ics"`)
        .send(text);
    },
  );

  app.post(
    '/admin/boats/ical-token/:id',
    {
      ...staff,
      schema: {
        operationId: 'rotateBoatIcalToken',
        description: 'Yeni anahtarla takvim adresi döner; eski anahtarla yapılan istekler 404 alır.',
        tags,
        summary: 'Takvim adresinin gizli anahtarını yenile; eski adres hemen geçersiz olur',
        security: bearer,
        params: TokenParamsSchema,
        response: { 200: TokenResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await rotateIcalToken(
        calendar,
        request.params.id,
        scopeOf(currentUser(request)),
        `${request.protocol}://${request.host}`,
      ),
    }),
  );

  app.post(
    '/admin/boats/date/sync/preview',
    {
      ...staff,
      config: { writes: false },
      schema: {
        operationId: 'previewIcalSync',
        description: 'Takvim okunamazsa veya bozuksa 422 döner; hiçbir kayıt değişmez.',
        tags,
        summary:
          'iCal adresini oku ve neyin ekleneceğini, değişeceğini, silineceğini ve çakışacağını göster (hiçbir şey değişmez)',
        security: bearer,
        body: SyncBodySchema,
        response: { 200: SyncSummarySchema, ...guarded, ...errorResponses(400, 404, 422) },
      },
    },
    async (request) => ({
      content: await previewIcalSync(calendar, request.body.boat_id, request.body.url, scopeOf(currentUser(request))),
    }),
  );

  app.post(
    '/admin/boats/date/sync',
    {
      ...staff,
      schema: {
        operationId: 'syncBoatIcal',
        description:
          'Takvim okunamazsa veya bozuksa 422, bir rezervasyonla çakışırsa 409 döner ve hiçbir şey değişmez.',
        tags,
        summary:
          'iCal adresini oku ve teknenin kapalı tarihlerine uygula (tek işlemde); bozuk takvim hiçbir şeyi değiştirmez',
        security: bearer,
        body: SyncBodySchema,
        response: { 200: SyncSummarySchema, ...guarded, ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request) => ({
      content: await syncIcalFeed(
        calendar,
        request.body.boat_id,
        request.body.url,
        contextOf(request),
        scopeOf(currentUser(request)),
      ),
    }),
  );
};

export default calendarRoutes;
