import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, Content, errorResponses, IdParams, Message, ref } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import {
  CreatePriceBodySchema,
  PriceListQuerySchema,
  PricePeriodSchema,
  UpdatePriceBodySchema,
} from '../price-schemas.js';
import { createBoatPrice } from './create-boat-price.js';
import { deleteBoatPrice } from './delete-boat-price.js';
import { listBoatPrices } from './list-boat-prices.js';
import { updateBoatPrice } from './update-boat-price.js';

const PriceResponse = Content(ref(PricePeriodSchema));

/** Seasonal price periods of a boat (ADMIN, or the boat's OWNER). */
const pricesRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const staff = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const tags = ['boat prices'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/boats/price',
    {
      ...staff,
      schema: {
        operationId: 'listBoatPrices',
        description: 'Teknenin sezonluk fiyat dönemleri döner; OWNER yalnızca kendi teknelerininkileri görebilir.',
        tags,
        summary: 'Bir teknenin fiyat dönemleri',
        security: bearer,
        querystring: PriceListQuerySchema,
        response: { 200: Content(Type.Array(ref(PricePeriodSchema))), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await listBoatPrices(sql, currentUser(request), request.query.boat_id) }),
  );

  app.post(
    '/admin/boats/price',
    {
      ...staff,
      schema: {
        operationId: 'createBoatPrice',
        description: 'Tekneye bir fiyat dönemi ekler; aynı teknenin başka bir dönemiyle çakışırsa 409 döner.',
        tags,
        summary: 'Fiyat dönemi ekle (aynı teknenin dönemleri çakışamaz)',
        security: bearer,
        body: CreatePriceBodySchema,
        response: { 201: PriceResponse, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await createBoatPrice(sql, currentUser(request), request.body) }),
  );

  app.put(
    '/admin/boats/price/:id',
    {
      ...staff,
      schema: {
        operationId: 'updateBoatPrice',
        description: 'Fiyat döneminin tarihlerini ve fiyatlarını değiştirir; başka bir dönemle çakışırsa 409.',
        tags,
        summary: 'Fiyat dönemini güncelle',
        security: bearer,
        params: IdParams,
        body: UpdatePriceBodySchema,
        response: { 200: PriceResponse, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ content: await updateBoatPrice(sql, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/boats/price/:id',
    {
      ...staff,
      schema: {
        operationId: 'deleteBoatPrice',
        description: 'Fiyat dönemini siler; o tarihler için teklif verilemez hale gelir.',
        tags,
        summary: 'Fiyat dönemini sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await deleteBoatPrice(sql, currentUser(request), request.params.id);
      return { content: { message: 'Fiyat dönemi silindi.' } };
    },
  );
};

export default pricesRoutes;
