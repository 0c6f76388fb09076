import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../../auth/guard.js';
import { bearer, errorResponses, IdParams, Message } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import { createBoatType } from './create-boat-type.js';
import { deleteBoatType } from './delete-boat-type.js';
import { getBoatType } from './get-boat-type.js';
import { listBoatTypes } from './list-boat-types.js';
import { BoatTypeBodySchema, BoatTypeListQuerySchema, BoatTypePageSchema, BoatTypeResponseSchema } from './schemas.js';
import { updateBoatType } from './update-boat-type.js';

const boatTypesRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
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
    async (request) => listBoatTypes(sql, request.query),
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
    async (request) => ({ content: await getBoatType(sql, request.params.id) }),
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
    async (request, reply) => reply.status(201).send({ content: await createBoatType(sql, request.body) }),
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
    async (request) => ({ content: await updateBoatType(sql, request.params.id, request.body) }),
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
      await deleteBoatType(sql, request.params.id);
      return { content: { message: 'Tekne tipi silindi.' } };
    },
  );
};

export default boatTypesRoutes;
