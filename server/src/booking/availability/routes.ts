import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, Content, DateInput, errorResponses, MAX_INT, withExample } from '../../common/schemas.js';
import type { WriteDeps } from '../boat-writes.js';
import { contextOf, requireInclusiveRange, scopeOf } from '../context.js';
import { UuidParams } from '../reservation/schemas.js';
import { blockDates } from './block-dates.js';
import { changeBlock } from './change-block.js';
import { boatsWithDates } from './read.js';
import { unblockDates } from './unblock-dates.js';

const BlockKindSchema = Type.Union([
  Type.Literal('unavailable'),
  Type.Literal('maintenance'),
  Type.Literal('owner_use'),
]);
const BoatDateSchema = Type.Object({
  id: Type.String(),
  startDate: Type.String(),
  endDate: Type.String({ description: 'Son kapalı gün (dahil)' }),
  kind: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  uid: Type.Union([Type.String(), Type.Null()], { description: 'iCal’den gelen kaydın UID’si' }),
});
const BoatDateBody = withExample(
  Type.Object({
    boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    start_date: DateInput('İlk kapalı gün'),
    end_date: DateInput('Son kapalı gün (dahil)'),
    kind: Type.Optional(BlockKindSchema),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  }),
  { boat_id: 12, start_date: '2027-04-20', end_date: '2027-04-25', kind: 'maintenance', note: 'Kışlık bakım' },
);
const BoatDateChangeBody = withExample(
  Type.Object({
    start_date: DateInput('İlk kapalı gün'),
    end_date: DateInput('Son kapalı gün (dahil)'),
    kind: Type.Optional(BlockKindSchema),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  }),
  { start_date: '2027-04-21', end_date: '2027-04-26', kind: 'maintenance', note: null },
);

/** The boat's own calendar: blocks the office or the owner set by hand (iCal blocks come from the calendar sync). */
const boatDatesRoutes: FastifyPluginAsyncTypebox<{ booking: WriteDeps }> = async (app, { booking }) => {
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/boats/withdates',
    {
      ...both,
      schema: {
        operationId: 'listBoatsWithDates',
        description: 'Görülebilen her tekne, kapalı tarih aralıklarıyla birlikte döner.',
        tags: ['boat dates'],
        summary: 'Tekneler ve kapalı tarihleri (elle girilen ve iCal’den gelen)',
        security: bearer,
        querystring: Type.Object({ boat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })) }),
        response: {
          200: Content(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                slug: Type.String(),
                active: Type.Boolean(),
                icalUrl: Type.Union([Type.String(), Type.Null()]),
                dates: Type.Array(BoatDateSchema),
              }),
            ),
          ),
          ...guarded,
          ...errorResponses(400),
        },
      },
    },
    async (request) => ({
      content: await boatsWithDates(booking.sql, scopeOf(currentUser(request)), request.query.boat_id),
    }),
  );

  app.post(
    '/admin/boats/date',
    {
      ...both,
      schema: {
        operationId: 'createBoatDate',
        description: 'Teknenin bir tarih aralığını kapatır; rezervasyonla çakışırsa 409 döner.',
        tags: ['boat dates'],
        summary: 'Teknenin tarihlerini kapat',
        security: bearer,
        body: BoatDateBody,
        response: { 201: Content(BoatDateSchema), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      requireInclusiveRange(request.body.start_date, request.body.end_date);
      return reply
        .status(201)
        .send({ content: await blockDates(booking, request.body, contextOf(request), scopeOf(currentUser(request))) });
    },
  );

  app.put(
    '/admin/boats/date/:id',
    {
      ...both,
      schema: {
        operationId: 'updateBoatDate',
        description: 'Kapalı aralığın tarihlerini değiştirir; rezervasyonla çakışırsa 409.',
        tags: ['boat dates'],
        summary: 'Kapalı tarih aralığını değiştir',
        security: bearer,
        params: UuidParams,
        body: BoatDateChangeBody,
        response: { 200: Content(BoatDateSchema), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      requireInclusiveRange(request.body.start_date, request.body.end_date);
      return {
        content: await changeBlock(
          booking,
          request.params.id,
          request.body,
          contextOf(request),
          scopeOf(currentUser(request)),
        ),
      };
    },
  );

  app.delete(
    '/admin/boats/date/:id',
    {
      ...both,
      schema: {
        operationId: 'deleteBoatDate',
        description: 'Kapalı aralığı kaldırır; yanıt gövdesizdir (204).',
        tags: ['boat dates'],
        summary: 'Kapalı tarih aralığını kaldır',
        security: bearer,
        params: UuidParams,
        response: { 204: Type.Null(), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await unblockDates(booking, request.params.id, contextOf(request), scopeOf(currentUser(request)));
      return reply.status(204).send(null);
    },
  );
};

export default boatDatesRoutes;
