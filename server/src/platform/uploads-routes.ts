import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../common/schemas.js';
import { notFound } from './errors.js';
import type { Storage } from './storage.js';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Serves uploaded files of the local storage; keys are unique, so they are cached for a year. */
const uploadsRoutes: FastifyPluginAsyncTypebox<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    '/uploads/*',
    {
      schema: {
        tags: ['boat images'],
        summary: 'Yüklenen görsel veya belge dosyası (uzun süreli önbellek)',
        params: Type.Object({ '*': Type.String({ maxLength: 300 }) }),
        response: { 200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description: 'Dosya içeriği' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const file = await storage.open(key);
      if (!file) throw notFound('Dosya bulunamadı.');
      const ext = key.split('.').pop()?.toLowerCase() ?? '';
      return reply
        .type(CONTENT_TYPES[ext] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};

export default uploadsRoutes;
