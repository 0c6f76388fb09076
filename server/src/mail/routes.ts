import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../auth/guard.js';
import { bearer, errorResponses, IdParams } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import {
  MailTemplateActivityBodySchema,
  MailTemplateBodySchema,
  MailTemplateListSchema,
  MailTemplateResponseSchema,
} from './schemas.js';
import { createMailTemplatesService } from './service.js';

/** Mail templates (ADMIN). */
const mailRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const service = createMailTemplatesService(sql);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const guarded = errorResponses(401, 403);
  const tags = ['mail'];

  app.get(
    '/admin/mailtemplates',
    {
      ...adminOnly,
      schema: {
        operationId: 'listMailTemplates',
        description: 'Bütün e-posta şablonları, her birinde kullanılabilecek yer tutucularla döner.',
        tags,
        summary: 'E-posta şablonları ve her birinde kullanılabilecek yer tutucular',
        security: bearer,
        response: { 200: MailTemplateListSchema, ...guarded },
      },
    },
    async () => ({ content: await service.list() }),
  );

  app.put(
    '/admin/mailtemplates/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateMailTemplate',
        description: 'Şablonun adı, konusu ve HTML içeriği değişir; bilinmeyen bir yer tutucu 400 döner.',
        tags,
        summary: 'Şablonu güncelle; bilinmeyen yer tutucu içeren şablon reddedilir',
        security: bearer,
        params: IdParams,
        body: MailTemplateBodySchema,
        response: { 200: MailTemplateResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.update(request.params.id, request.body) }),
  );

  app.patch(
    '/admin/mailtemplates/activity',
    {
      ...adminOnly,
      schema: {
        operationId: 'setMailTemplateActivity',
        description: 'Şablonu aktif veya pasif yapar; `active` verilmezse tersine çevirir.',
        tags,
        summary: 'Şablonu aktif/pasif yap; pasif şablonun e-postası gönderilmez',
        security: bearer,
        body: MailTemplateActivityBodySchema,
        response: { 200: MailTemplateResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.setActivity(request.body.id, request.body.active) }),
  );
};

export default mailRoutes;
