import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../../auth/guard.js';
import { bearer, errorResponses, IdParams, Message } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import { BoatTypeBodySchema, BoatTypeListQuerySchema, BoatTypePageSchema, BoatTypeResponseSchema } from './schemas.js';
import { createBoatTypesRepository } from './repository.js';
import { createBoatTypesService } from './service.js';

const boatTypesRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const types = createBoatTypesRepository(sql);
  const service = createBoatTypesService(sql);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const tags = ['boat types'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/boattypes',
    {
      ...adminOnly,
      schema: {
        operationId: 'listBoatTypes',
        description: 'Tekne tipleri `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Tekne tipleri (sayfa boyutu 10)',
        security: bearer,
        querystring: BoatTypeListQuerySchema,
        response: { 200: BoatTypePageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => types.list(request.query),
  );

  app.get(
    '/admin/boattypes/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'getBoatType',
        description: 'Numarası verilen tekne tipini döndürür; yoksa 404.',
        tags,
        summary: 'Tekne tipi ayrıntısı',
        security: bearer,
        params: IdParams,
        response: { 200: BoatTypeResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.get(request.params.id) }),
  );

  app.post(
    '/admin/boattypes',
    {
      ...adminOnly,
      schema: {
        operationId: 'createBoatType',
        description: 'Yeni tekne tipi ekler; aynı ad varsa 409 döner.',
        tags,
        summary: 'Tekne tipi ekle',
        security: bearer,
        body: BoatTypeBodySchema,
        response: { 201: BoatTypeResponseSchema, ...guarded, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await service.create(request.body.name, request.body.nameEn) }),
  );

  app.put(
    '/admin/boattypes/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateBoatType',
        description: 'Tekne tipinin adını değiştirir; yoksa 404, ad başka bir tipteyse 409.',
        tags,
        summary: 'Tekne tipini güncelle',
        security: bearer,
        params: IdParams,
        body: BoatTypeBodySchema,
        response: { 200: BoatTypeResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ content: await service.update(request.params.id, request.body.name, request.body.nameEn) }),
  );

  app.delete(
    '/admin/boattypes/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteBoatType',
        description: 'Tekne tipini siler; bir teknede kullanılıyorsa silinmez ve 409 döner.',
        tags,
        summary: 'Tekne tipini sil (teknelerde kullanılıyorsa 409)',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await service.delete(request.params.id);
      return { content: { message: 'Tekne tipi silindi.' } };
    },
  );
};

export default boatTypesRoutes;
