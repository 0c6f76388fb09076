import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../auth/guard.js';
import { Type } from 'typebox';
import { bearer, errorResponses, FilePart, IdParams, Message, withExample } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { readMultipart, singleFile, singleFileLimits } from '../platform/upload.js';
import { DocumentListSchema, DocumentResponseSchema, PublicDocumentListSchema } from './document-schemas.js';
import { createDocumentsService } from './documents-service.js';

export interface DocumentsRoutesOptions {
  sql: Sql;
  storage: Storage;
  maxFileBytes: number;
}

/** The company's documents (licence, insurance, tax certificate): public list and ADMIN upload/delete. */
const documentsRoutes: FastifyPluginAsyncTypebox<DocumentsRoutesOptions> = async (
  app,
  { sql, storage, maxFileBytes },
) => {
  await app.register(multipart, singleFileLimits(maxFileBytes));
  const service = createDocumentsService(sql, storage);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const guarded = errorResponses(401, 403);
  const tags = ['content'];
  const megabytes = Math.round(maxFileBytes / 1024 / 1024);

  app.get(
    '/website/ourdocuments',
    {
      schema: {
        operationId: 'listPublicDocuments',
        description: 'Sitedeki belgeler sayfası için belgeler, dosya adresleriyle, sırasıyla döner.',
        tags: ['website'],
        summary: 'Şirket belgelerimiz (TÜRSAB, sigorta, vergi levhası ...), sırasıyla',
        response: { 200: PublicDocumentListSchema },
      },
    },
    async () => ({ content: await service.listPublic() }),
  );

  app.get(
    '/admin/ourdocuments',
    {
      ...adminOnly,
      schema: {
        operationId: 'listDocuments',
        description: 'Yüklenmiş bütün şirket belgeleri sırasıyla döner.',
        tags,
        summary: 'Şirket belgeleri',
        security: bearer,
        response: { 200: DocumentListSchema, ...guarded },
      },
    },
    async () => ({ content: await service.list() }),
  );

  app.post(
    '/admin/ourdocuments',
    {
      ...adminOnly,
      schema: {
        operationId: 'uploadDocument',
        tags,
        summary: 'Belge yükle (multipart: title alanı ve bir PDF, JPEG, PNG veya WebP dosyası)',
        description: `Dosya içeriğinden denetlenir (PDF için %PDF- başlığı); ${megabytes} MB üstü 413 döner. PDF olduğu gibi saklanır, görsellerden WebP sürümleri üretilir.`,
        security: bearer,
        multipartBody: withExample(
          Type.Object({
            title: Type.String({ minLength: 1, maxLength: 200, description: 'Belgenin adı (ör. TÜRSAB Belgesi)' }),
            file: FilePart('PDF, JPEG, PNG veya WebP dosyası'),
          }),
          { title: 'TÜRSAB Belgesi', file: '(tursab.pdf dosyasının baytları)' },
        ),
        response: { 201: DocumentResponseSchema, ...guarded, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, maxFileBytes, {
        noun: 'dosya',
        tooManyFiles: [400, 'Tek seferde bir belge dosyası yüklenebilir.'],
      });
      const file = singleFile(files, 'belge');
      return reply.status(201).send({ content: await service.upload(fields.get('title'), file) });
    },
  );

  app.delete(
    '/admin/ourdocuments/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteDocument',
        description: 'Belgeyi ve depolamadaki dosyalarını siler.',
        tags,
        summary: 'Belgeyi ve dosyalarını sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await service.delete(request.params.id);
      return { content: { message: 'Belge silindi.' } };
    },
  );
};

export default documentsRoutes;
