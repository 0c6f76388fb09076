import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN, ADMIN_OR_OWNER, currentUser } from '../auth/guard.js';
import { bearer, errorResponses } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import {
  ContactBodySchema,
  EntryListSchema,
  ExchangeBodySchema,
  PanelCountsSchema,
  SiteBodySchema,
  SiteDataSchema,
  SocialBodySchema,
  WebsiteSettingsSchema,
} from './schemas.js';
import { createSettingsService } from './service.js';

/** Exchange rates, site/contact/social settings, public site data and the panel counts. */
const settingsRoutes: FastifyPluginAsyncTypebox<{ sql: Sql }> = async (app, { sql }) => {
  const service = createSettingsService(sql);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const guarded = errorResponses(401, 403);
  const tags = ['settings'];
  const partial = 'Gönderilmeyen anahtarlar değişmez. Yanıt, grubun tüm anahtarlarıdır.';

  app.get(
    '/website/sitedata',
    {
      schema: {
        tags: ['website'],
        summary: 'Üst bar ve alt bilgi verileri: iletişim/sosyal ayarlar, popüler marinalar, tekne tipleri',
        response: { 200: SiteDataSchema },
      },
    },
    async () => ({ content: await service.siteData() }),
  );

  app.get(
    '/website/settings',
    { schema: { tags: ['website'], summary: 'Döviz kurları (1 birim kaç TL)', response: { 200: WebsiteSettingsSchema } } },
    async () => ({ content: { currency: await service.getGroup('exchange') } }),
  );

  app.get(
    '/admin/getexchange',
    { ...adminOnly, schema: { tags, summary: 'Döviz kurları', security: bearer, response: { 200: EntryListSchema, ...guarded } } },
    async () => ({ content: await service.getGroup('exchange') }),
  );

  app.put(
    '/admin/exchange/edit',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Döviz kurlarını güncelle',
        description: partial,
        security: bearer,
        body: ExchangeBodySchema,
        response: { 200: EntryListSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => ({ content: await service.editGroup('exchange', request.body) }),
  );

  app.put(
    '/admin/site/edit',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Site ayarlarını güncelle',
        description: partial,
        security: bearer,
        body: SiteBodySchema,
        response: { 200: EntryListSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => ({ content: await service.editGroup('site', request.body) }),
  );

  app.put(
    '/admin/contact/edit',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'İletişim ayarlarını ve iletişim sayfası metnini güncelle',
        description:
          `${partial} İletişim sayfasının zengin metni (\`GET /website/contact\`) de buradan düzenlenir: ` +
          '`content` (ve isteğe bağlı `title`) verilirse ayarlarla aynı işlemde, temizlenerek kaydedilir.',
        security: bearer,
        body: ContactBodySchema,
        response: { 200: EntryListSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => ({ content: await service.editContact(request.body, currentUser(request)) }),
  );

  app.put(
    '/admin/social/edit',
    {
      ...adminOnly,
      schema: {
        tags,
        summary: 'Sosyal medya bağlantılarını güncelle',
        description: partial,
        security: bearer,
        body: SocialBodySchema,
        response: { 200: EntryListSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => ({ content: await service.editGroup('social', request.body) }),
  );

  app.get(
    '/admin/other',
    {
      onRequest: app.authorize(ADMIN_OR_OWNER),
      schema: {
        tags,
        summary: 'Kenar çubuğu sayıları: işlem bekleyen rezervasyonlar ve okunmamış mesajlar',
        security: bearer,
        response: { 200: PanelCountsSchema, ...guarded },
      },
    },
    async (request) => ({ content: await service.panelCounts(currentUser(request)) }),
  );
};

export default settingsRoutes;
