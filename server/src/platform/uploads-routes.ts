import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../common/schemas.js';
import { notFound } from './errors.js';
import { contentTypeOf, UPLOAD_CONTENT_TYPES, type Storage } from './storage.js';

/**
 * Serves uploaded files from the storage, a local folder or a bucket (streamed, never buffered);
 * keys are unique, so they are cached for a year. With a bucket's public address configured the
 * API hands out that address instead, and this route still answers the addresses stored before.
 */
const uploadsRoutes: FastifyPluginAsyncTypebox<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    '/uploads/*',
    {
      schema: {
        operationId: 'getUpload',
        description:
          'Yüklenen bir dosyayı içerik türüyle döndürür; anahtarlar benzersiz olduğu için bir yıl önbelleğe alınabilir.',
        tags: ['boat images'],
        summary: 'Yüklenen görsel veya belge dosyası (uzun süreli önbellek)',
        params: Type.Object({
          '*': Type.String({
            minLength: 1,
            maxLength: 200,
            pattern: '^[A-Za-z0-9][A-Za-z0-9/_.-]*$',
            description: 'Dosya anahtarı, ör. `boats/12/3f1c9a52-1024.webp` (eğik çizgiler içerebilir)',
          }),
        }),
        produces: UPLOAD_CONTENT_TYPES,
        response: {
          200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'Dosya içeriği' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await storage.open(key);
      if (!file) throw notFound('Dosya bulunamadı.');
      return reply
        .type(contentTypeOf(key))
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};

export default uploadsRoutes;
