import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ADMIN } from '../auth/guard.js';
import { Type } from 'typebox';
import { bearer, errorResponses, FilePart, IdParams, withExample } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { readMultipart, singleFile, singleFileLimits, type UploadedFile } from '../platform/upload.js';
import { createContentService } from './content-service.js';
import { createDirectoryService } from './directory-service.js';
import { BlogPostResponseSchema, TeamResponseSchema } from './schemas.js';

export interface ImageUploadRoutesOptions {
  sql: Sql;
  storage: Storage;
  maxFileBytes: number;
}

/** Team photo and blog cover uploads (ADMIN): one image, checked by its bytes, stored as WebP variants. */
const imageUploadRoutes: FastifyPluginAsyncTypebox<ImageUploadRoutesOptions> = async (
  app,
  { sql, storage, maxFileBytes },
) => {
  await app.register(multipart, singleFileLimits(maxFileBytes));
  const directory = createDirectoryService(sql, storage);
  const content = createContentService(sql, storage);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const tags = ['content'];
  const megabytes = Math.round(maxFileBytes / 1024 / 1024);
  const ImageBody = withExample(Type.Object({ file: FilePart('Tek bir JPEG, PNG veya WebP görsel') }), {
    file: '(foto.jpg dosyasının baytları)',
  });
  const description =
    `Multipart, tek bir JPEG/PNG/WebP dosyası (içeriğinden denetlenir; ${megabytes} MB üstü 413). ` +
    'Sunucu 400, 1024 ve 1920 px WebP sürümleri üretir; önceki yüklemenin dosyaları silinir, elle verilmiş adres kaldırılır.';
  const responses = { ...errorResponses(400, 401, 403, 404, 413) };
  const readImage = async (request: FastifyRequest): Promise<UploadedFile> => {
    const { files } = await readMultipart(request, maxFileBytes, {
      noun: 'görsel',
      tooManyFiles: [400, 'Tek seferde bir görsel yüklenebilir.'],
    });
    return singleFile(files, 'görsel');
  };

  app.post(
    '/admin/team/:id/photo',
    {
      ...adminOnly,
      schema: {
        operationId: 'uploadTeamMemberPhoto',
        tags,
        summary: 'Ekip üyesinin fotoğrafını yükle veya değiştir',
        description,
        security: bearer,
        multipartBody: ImageBody,
        params: IdParams,
        response: { 200: TeamResponseSchema, ...responses },
      },
    },
    async (request) => ({ content: await directory.uploadTeamPhoto(request.params.id, await readImage(request)) }),
  );

  app.post(
    '/admin/blog/:id/cover',
    {
      ...adminOnly,
      schema: {
        operationId: 'uploadPostCover',
        tags,
        summary: 'Blog yazısının kapak görselini yükle veya değiştir',
        description,
        security: bearer,
        multipartBody: ImageBody,
        params: IdParams,
        response: { 200: BlogPostResponseSchema, ...responses },
      },
    },
    async (request) => ({ content: await content.uploadCover(request.params.id, await readImage(request)) }),
  );
};

export default imageUploadRoutes;
