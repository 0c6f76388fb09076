import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, Content, DateInput, errorResponses, PageQuery, ref, MAX_INT, withExample } from '../../common/schemas.js';
import { badRequest } from '../../platform/errors.js';
import type { ClosingsService } from './service.js';
import { contextOf, scopeOf } from '../context.js';
import { UuidParams } from '../reservation/schemas.js';

const ClosingKindSchema = Type.Union(
  [Type.Literal('external_booking'), Type.Literal('owner_use'), Type.Literal('maintenance'), Type.Literal('other')],
  { description: 'external_booking: başka kanaldan gelen rezervasyon; owner_use: sahibi kullanıyor; maintenance: bakım; other' },
);
const BlockKindSchema = Type.Union([Type.Literal('unavailable'), Type.Literal('maintenance'), Type.Literal('owner_use')]);

const ClosingSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    boat: Type.Object({ id: Type.Integer(), name: Type.String() }),
    startDate: Type.String({ description: 'İlk kapalı gün' }),
    endDate: Type.String({ description: 'Son kapalı gün (dahil)' }),
    kind: ClosingKindSchema,
    note: Type.Union([Type.String(), Type.Null()]),
    status: Type.Union([Type.Literal('active'), Type.Literal('removed')]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    version: Type.Integer(),
  },
  { $id: 'Closing', title: 'Closing' },
);
export const CLOSING_SHARED_SCHEMAS = [ClosingSchema];

const ClosingBody = withExample(
  Type.Object({
    boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    start_date: DateInput('İlk kapalı gün'),
    end_date: DateInput('Son kapalı gün (dahil)'),
    kind: Type.Optional(ClosingKindSchema),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  }),
  { boat_id: 12, start_date: '2027-05-10', end_date: '2027-05-14', kind: 'owner_use', note: 'Sahibi kullanacak' },
);
const ClosingChangeBody = withExample(
  Type.Object({
    start_date: DateInput('İlk kapalı gün'),
    end_date: DateInput('Son kapalı gün (dahil)'),
    kind: Type.Optional(ClosingKindSchema),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    expectedVersion: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
  }),
  { start_date: '2027-05-11', end_date: '2027-05-15', kind: 'owner_use', note: null, expectedVersion: 2 },
);
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

function checkRange(start: string, end: string): void {
  if (end < start) throw badRequest('INVALID_RANGE', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
}

const closingRoutes: FastifyPluginAsyncTypebox<{ service: ClosingsService }> = async (app, { service }) => {
  const both = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const guarded = errorResponses(401, 403);
  const ClosingRef = ref(ClosingSchema);
  const tags = ['manual closing'];

  app.get(
    '/admin/external',
    {
      ...both,
      schema: {
        operationId: 'listClosings',
        description: 'Manuel kapatmalar durum, tekne ve tarihlerle süzülür, `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Manuel kapatmalar (sayfa boyutu 20)',
        security: bearer,
        querystring: Type.Object({
          ...PageQuery(20),
          status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('removed')])),
          boat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
          started_at: Type.Optional(DateInput('Bu günden itibaren başlayanlar')),
          finished_at: Type.Optional(DateInput('Bu güne kadar bitenler')),
          created_at: Type.Optional(DateInput('Bu günden sonra oluşturulanlar')),
        }),
        response: { 200: Type.Object({ content: Type.Array(ClosingRef), total: Type.Integer() }), ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => service.list(request.query, scopeOf(currentUser(request))),
  );

  app.get(
    '/admin/external/:id',
    { ...both, schema: { operationId: 'getClosing', description: 'Numarası verilen manuel kapatmayı döndürür; yoksa 404.', tags, summary: 'Manuel kapatma', security: bearer, params: UuidParams, response: { 200: Content(ClosingRef), ...guarded, ...errorResponses(400, 404) } } },
    async (request) => ({ content: await service.get(request.params.id, scopeOf(currentUser(request))) }),
  );

  app.post(
    '/admin/external',
    {
      ...both,
      schema: { operationId: 'createClosing', description: 'Teknenin tarihlerini başka bir sebeple kapatır; tarihler doluysa 409 döner.', tags, summary: 'Teknenin tarihlerini elle kapat', security: bearer, body: ClosingBody, response: { 201: Content(ClosingRef), ...guarded, ...errorResponses(400, 404, 409) } },
    },
    async (request, reply) => {
      const b = request.body;
      checkRange(b.start_date, b.end_date);
      const closing = await service.open({ ...b, kind: b.kind ?? 'external_booking' }, contextOf(request), scopeOf(currentUser(request)));
      return reply.status(201).send({ content: closing });
    },
  );

  app.put(
    '/admin/external/:id',
    {
      ...both,
      schema: { operationId: 'updateClosing', description: '`expectedVersion` ile başka bir değişikliğin üzerine yazılmaz (409); yeni tarihler doluysa da 409.', tags, summary: 'Manuel kapatmayı değiştir', security: bearer, params: UuidParams, body: ClosingChangeBody, response: { 200: Content(ClosingRef), ...guarded, ...errorResponses(400, 404, 409) } },
    },
    async (request) => {
      const b = request.body;
      checkRange(b.start_date, b.end_date);
      const current = await service.get(request.params.id, scopeOf(currentUser(request)));
      return { content: await service.change(request.params.id, { ...b, kind: b.kind ?? current.kind }, contextOf(request), scopeOf(currentUser(request))) };
    },
  );

  app.delete(
    '/admin/external/:id',
    {
      ...both,
      schema: { operationId: 'deleteClosing', description: 'Kapatmayı kaldırır; tarihler yeniden rezervasyona açılır.', tags, summary: 'Manuel kapatmayı kaldır (tarihler serbest kalır, kayıt geçmişte durur)', security: bearer, params: UuidParams, response: { 200: Content(ClosingRef), ...guarded, ...errorResponses(400, 404, 409) } },
    },
    async (request) => ({ content: await service.remove(request.params.id, contextOf(request), scopeOf(currentUser(request))) }),
  );

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
          200: Content(Type.Array(Type.Object({
            id: Type.Integer(), name: Type.String(), slug: Type.String(), active: Type.Boolean(),
            icalUrl: Type.Union([Type.String(), Type.Null()]), dates: Type.Array(BoatDateSchema),
          }))),
          ...guarded,
          ...errorResponses(400),
        },
      },
    },
    async (request) => ({ content: await service.boatsWithDates(scopeOf(currentUser(request)), request.query.boat_id) }),
  );

  app.post(
    '/admin/boats/date',
    {
      ...both,
      schema: { operationId: 'createBoatDate', description: 'Teknenin bir tarih aralığını kapatır; rezervasyonla çakışırsa 409 döner.', tags: ['boat dates'], summary: 'Teknenin tarihlerini kapat', security: bearer, body: BoatDateBody, response: { 201: Content(BoatDateSchema), ...guarded, ...errorResponses(400, 404, 409) } },
    },
    async (request, reply) => {
      checkRange(request.body.start_date, request.body.end_date);
      return reply.status(201).send({ content: await service.addDate(request.body, contextOf(request), scopeOf(currentUser(request))) });
    },
  );

  app.put(
    '/admin/boats/date/:id',
    {
      ...both,
      schema: { operationId: 'updateBoatDate', description: 'Kapalı aralığın tarihlerini değiştirir; rezervasyonla çakışırsa 409.', tags: ['boat dates'], summary: 'Kapalı tarih aralığını değiştir', security: bearer, params: UuidParams, body: BoatDateChangeBody, response: { 200: Content(BoatDateSchema), ...guarded, ...errorResponses(400, 404, 409) } },
    },
    async (request) => {
      checkRange(request.body.start_date, request.body.end_date);
      return { content: await service.changeDate(request.params.id, request.body, contextOf(request), scopeOf(currentUser(request))) };
    },
  );

  app.delete(
    '/admin/boats/date/:id',
    {
      ...both,
      schema: { operationId: 'deleteBoatDate', description: 'Kapalı aralığı kaldırır; yanıt gövdesizdir (204).', tags: ['boat dates'], summary: 'Kapalı tarih aralığını kaldır', security: bearer, params: UuidParams, response: { 204: Type.Null(), ...guarded, ...errorResponses(400, 404, 409) } },
    },
    async (request, reply) => {
      await service.removeDate(request.params.id, contextOf(request), scopeOf(currentUser(request)));
      return reply.status(204).send(null);
    },
  );
};

export default closingRoutes;
