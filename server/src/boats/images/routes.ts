import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN_OR_OWNER, currentUser } from '../../auth/guard.js';
import { bearer, errorResponses, FilePart, IdParams, Message, MAX_INT, withExample } from '../../common/schemas.js';
import { deleteBoatImage } from './delete-boat-image.js';
import type { ImageDeps } from './deps.js';
import { listBoatImages } from './list-boat-images.js';
import { ImageListResponseSchema, ImageOrderBodySchema } from './schemas.js';
import { readImageUpload } from './read-image-upload.js';
import { reorderBoatImages } from './reorder-boat-images.js';
import { uploadBoatImages } from './upload-boat-images.js';

export interface ImagesRoutesOptions extends ImageDeps {
  maxFileBytes: number;
}

/** Boat images (ADMIN, or the boat's OWNER); multipart is registered only in this scope. */
const imagesRoutes: FastifyPluginAsyncTypebox<ImagesRoutesOptions> = async (app, { sql, storage, maxFileBytes }) => {
  const deps: ImageDeps = { sql, storage };
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: maxFileBytes, files: 20, fields: 10, parts: 30, fieldSize: 1024 },
  });
  const staff = { onRequest: app.authorize(ADMIN_OR_OWNER) };
  const tags = ['boat images'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/boats/image',
    {
      ...staff,
      schema: {
        operationId: 'listBoatImages',
        description:
          'Teknenin görselleri görüntülenme sırasıyla döner; OWNER yalnızca kendi teknelerininkileri görebilir.',
        tags,
        summary: 'Bir teknenin görselleri, sırasıyla',
        security: bearer,
        querystring: Type.Object({ boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT }) }),
        response: { 200: ImageListResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await listBoatImages(deps, currentUser(request), request.query.boat_id) }),
  );

  app.post(
    '/admin/boats/image',
    {
      ...staff,
      schema: {
        operationId: 'uploadBoatImages',
        tags,
        summary: 'Görsel yükle (multipart: boat_id ve bir veya daha çok JPEG/PNG/WebP dosyası)',
        description: `Her dosya içeriğinden denetlenir; ${Math.round(maxFileBytes / 1024 / 1024)} MB üstü 413 döner. Sunucu 400, 1024 ve 1920 px WebP sürümleri üretir.`,
        security: bearer,
        multipartBody: withExample(
          Type.Object({
            boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
            files: Type.Array(FilePart('JPEG, PNG veya WebP görsel'), {
              minItems: 1,
              maxItems: 20,
              description: 'Bir veya daha çok görsel (en çok 20)',
            }),
          }),
          { boat_id: 12, files: ['(güverte.jpg dosyasının baytları)', '(kabin.png dosyasının baytları)'] },
        ),
        response: { 201: ImageListResponseSchema, ...guarded, ...errorResponses(400, 404, 413) },
      },
    },
    async (request, reply) => {
      const { boatId, files } = await readImageUpload(request, maxFileBytes);
      return reply.status(201).send({ content: await uploadBoatImages(deps, currentUser(request), boatId, files) });
    },
  );

  app.delete(
    '/admin/boats/image/:id',
    {
      ...staff,
      schema: {
        operationId: 'deleteBoatImage',
        description: 'Görseli ve depolamadaki bütün sürümlerini siler.',
        tags,
        summary: 'Görseli ve dosyalarını sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await deleteBoatImage(deps, currentUser(request), request.params.id);
      return { content: { message: 'Görsel silindi.' } };
    },
  );

  app.put(
    '/admin/boats/image/updateorder',
    {
      ...staff,
      schema: {
        operationId: 'reorderBoatImages',
        description: 'Teknenin görsel numaraları istenen sırayla gönderilir; ilk görsel teknenin küçük resmi olur.',
        tags,
        summary: 'Görsellerin sırasını değiştir (ilk görsel teknenin küçük resmi olur)',
        security: bearer,
        body: ImageOrderBodySchema,
        response: { 200: ImageListResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await reorderBoatImages(deps, currentUser(request), request.body.boat_id, request.body.ids),
    }),
  );
};

export default imagesRoutes;
