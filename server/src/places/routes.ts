import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../auth/guard.js';
import { bearer, errorResponses, IdParams, Message } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import { createPlacesRepository } from './repository.js';
import { MarinaBodySchema, MarinaListQuerySchema, MarinaPageSchema, MarinaResponseSchema } from './schemas.js';
import { createPlacesService } from './service.js';

const placesRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const places = createPlacesRepository(sql);
  const service = createPlacesService(sql);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const tags = ['marinas'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/marina',
    {
      ...adminOnly,
      schema: {
        operationId: 'listMarinas',
        description: 'Marinalar ve bölgeler `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Marina ve bölge listesi (sayfa boyutu 10)',
        security: bearer,
        querystring: MarinaListQuerySchema,
        response: { 200: MarinaPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => places.list(request.query),
  );

  app.get(
    '/admin/showmarina/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'getMarina',
        description: 'Numarası verilen marina veya bölgeyi döndürür; yoksa 404.',
        tags,
        summary: 'Marina / bölge ayrıntısı',
        security: bearer,
        params: IdParams,
        response: { 200: MarinaResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.get(request.params.id) }),
  );

  app.post(
    '/admin/marina',
    {
      ...adminOnly,
      schema: {
        operationId: 'createMarina',
        description: 'Yeni marina veya bölge ekler; aynı ad varsa 409 döner.',
        tags,
        summary: 'Marina / bölge ekle',
        security: bearer,
        body: MarinaBodySchema,
        response: { 201: MarinaResponseSchema, ...guarded, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ content: await service.create(request.body) }),
  );

  app.put(
    '/admin/marina/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateMarina',
        description: 'Marina veya bölgenin bilgilerini değiştirir; yoksa 404, ad başka bir kayıttaysa 409.',
        tags,
        summary: 'Marina / bölgeyi güncelle',
        security: bearer,
        params: IdParams,
        body: MarinaBodySchema,
        response: { 200: MarinaResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ content: await service.update(request.params.id, request.body) }),
  );

  app.delete(
    '/admin/marina/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteMarina',
        description: 'Marina veya bölgeyi siler; bir teknede kullanılıyorsa silinmez ve 409 döner.',
        tags,
        summary: 'Marina / bölgeyi sil (teknelerde kullanılıyorsa 409)',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await service.delete(request.params.id);
      return { content: { message: 'Marina / bölge silindi.' } };
    },
  );
};

export default placesRoutes;
