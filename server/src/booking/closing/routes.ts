import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import {
  bearer,
  Content,
  DateInput,
  errorResponses,
  PageQuery,
  ref,
  MAX_INT,
  withExample,
} from '../../common/schemas.js';
import { contextOf, requireInclusiveRange, scopeOf } from '../context.js';
import { changeClosing } from './change-closing.js';
import { closeDates } from './close-dates.js';
import { getClosing, listClosings } from './read.js';
import { removeClosing } from './remove-closing.js';
import { UuidParams } from '../reservation/schemas.js';
import type { WriteDeps } from '../boat-writes.js';

const ClosingKindSchema = Type.Union(
  [Type.Literal('external_booking'), Type.Literal('owner_use'), Type.Literal('maintenance'), Type.Literal('other')],
  {
    description:
      'external_booking: başka kanaldan gelen rezervasyon; owner_use: sahibi kullanıyor; maintenance: bakım; other',
  },
);

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
const closingRoutes: FastifyPluginAsyncTypebox<{ booking: WriteDeps }> = async (app, { booking }) => {
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
        description:
          'Manuel kapatmalar durum, tekne ve tarihlerle süzülür, `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
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
        response: {
          200: Type.Object({ content: Type.Array(ClosingRef), total: Type.Integer() }),
          ...guarded,
          ...errorResponses(400),
        },
      },
    },
    async (request) => listClosings(booking.sql, request.query, scopeOf(currentUser(request))),
  );

  app.get(
    '/admin/external/:id',
    {
      ...both,
      schema: {
        operationId: 'getClosing',
        description: 'Numarası verilen manuel kapatmayı döndürür; yoksa 404.',
        tags,
        summary: 'Manuel kapatma',
        security: bearer,
        params: UuidParams,
        response: { 200: Content(ClosingRef), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getClosing(booking.sql, request.params.id, scopeOf(currentUser(request))) }),
  );

  app.post(
    '/admin/external',
    {
      ...both,
      schema: {
        operationId: 'createClosing',
        description: 'Teknenin tarihlerini başka bir sebeple kapatır; tarihler doluysa 409 döner.',
        tags,
        summary: 'Teknenin tarihlerini elle kapat',
        security: bearer,
        body: ClosingBody,
        response: { 201: Content(ClosingRef), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      requireInclusiveRange(b.start_date, b.end_date);
      const closing = await closeDates(
        booking,
        { ...b, kind: b.kind ?? 'external_booking' },
        contextOf(request),
        scopeOf(currentUser(request)),
      );
      return reply.status(201).send({ content: closing });
    },
  );

  app.put(
    '/admin/external/:id',
    {
      ...both,
      schema: {
        operationId: 'updateClosing',
        description:
          '`expectedVersion` ile başka bir değişikliğin üzerine yazılmaz (409); yeni tarihler doluysa da 409.',
        tags,
        summary: 'Manuel kapatmayı değiştir',
        security: bearer,
        params: UuidParams,
        body: ClosingChangeBody,
        response: { 200: Content(ClosingRef), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const b = request.body;
      requireInclusiveRange(b.start_date, b.end_date);
      const current = await getClosing(booking.sql, request.params.id, scopeOf(currentUser(request)));
      return {
        content: await changeClosing(
          booking,
          request.params.id,
          { ...b, kind: b.kind ?? current.kind },
          contextOf(request),
          scopeOf(currentUser(request)),
        ),
      };
    },
  );

  app.delete(
    '/admin/external/:id',
    {
      ...both,
      schema: {
        operationId: 'deleteClosing',
        description: 'Kapatmayı kaldırır; tarihler yeniden rezervasyona açılır.',
        tags,
        summary: 'Manuel kapatmayı kaldır (tarihler serbest kalır, kayıt geçmişte durur)',
        security: bearer,
        params: UuidParams,
        response: { 200: Content(ClosingRef), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await removeClosing(booking, request.params.id, contextOf(request), scopeOf(currentUser(request))),
    }),
  );
};

export default closingRoutes;
