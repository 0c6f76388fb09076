import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, Content, errorResponses, IdParams, Message, ref } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import { createBoatExtra } from './create-boat-extra.js';
import { deleteBoatExtra } from './delete-boat-extra.js';
import { listBoatExtras } from './list-boat-extras.js';
import { BoatExtraSchema, CreateExtraBodySchema, ExtraListQuerySchema, UpdateExtraBodySchema } from './schemas.js';
import { updateBoatExtra } from './update-boat-extra.js';

const ExtraResponse = Content(ref(BoatExtraSchema));

/** A boat's priced extras (ADMIN, or the boat's OWNER). */
const extrasRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const staff = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const tags = ['boat extras'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/boats/extra',
    {
      ...staff,
      schema: {
        operationId: 'listBoatExtras',
        description:
          'Teknenin ücretli ekstraları (kaptan, yakıt, yemek …); OWNER yalnızca kendi teknelerininkileri görür.',
        tags,
        summary: 'Bir teknenin ekstraları',
        security: bearer,
        querystring: ExtraListQuerySchema,
        response: { 200: Content(Type.Array(ref(BoatExtraSchema))), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await listBoatExtras(sql, currentUser(request), request.query.boat_id) }),
  );

  app.post(
    '/admin/boats/extra',
    {
      ...staff,
      schema: {
        operationId: 'createBoatExtra',
        description:
          'Tekneye ücretli bir ekstra ekler: fiyat, birim (rezervasyon, gün, kişi, kişi-gün), zorunlu mu, en fazla adet.',
        tags,
        summary: 'Ekstra ekle',
        security: bearer,
        body: CreateExtraBodySchema,
        response: { 201: ExtraResponse, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await createBoatExtra(sql, currentUser(request), request.body) }),
  );

  app.put(
    '/admin/boats/extra/:id',
    {
      ...staff,
      schema: {
        operationId: 'updateBoatExtra',
        description: 'Ekstrayı değiştirir; yapılmış rezervasyonlar kendi fiyatlarını korur.',
        tags,
        summary: 'Ekstrayı güncelle',
        security: bearer,
        params: IdParams,
        body: UpdateExtraBodySchema,
        response: { 200: ExtraResponse, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await updateBoatExtra(sql, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/boats/extra/:id',
    {
      ...staff,
      schema: {
        operationId: 'deleteBoatExtra',
        description: 'Ekstrayı siler; yapılmış rezervasyonlardaki satırları kalır.',
        tags,
        summary: 'Ekstrayı sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await deleteBoatExtra(sql, currentUser(request), request.params.id);
      return { content: { message: 'Ekstra silindi.' } };
    },
  );
};

export default extrasRoutes;
