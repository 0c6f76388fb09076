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
  UntranslatedSchema,
  WebsiteSettingsSchema,
} from './schemas.js';
import { createSettingsService, type PanelCountSources, type SaveContactPage } from './service.js';
import { untranslated } from './untranslated.js';

/** Exchange rates, site/contact/social settings, public site data and the panel counts. */
const settingsRoutes: FastifyPluginAsyncTypebox<{
  sql: Sql;
  counts: PanelCountSources;
  saveContactPage: SaveContactPage;
}> = async (app, { sql, counts, saveContactPage }) => {
  const service = createSettingsService(sql, counts, saveContactPage);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const guarded = errorResponses(401, 403);
  const tags = ['settings'];
  const partial = 'Gönderilmeyen anahtarlar değişmez. Yanıt, grubun tüm anahtarlarıdır.';

  app.get(
    '/website/sitedata',
    {
      schema: {
        operationId: 'getSiteData',
        description:
          'Sitenin üst barı ve alt bilgisi için tek çağrı: iletişim ve sosyal medya ayarları, popüler marinalar ve tekne tipleri.',
        tags: ['website'],
        summary: 'Üst bar ve alt bilgi verileri: iletişim/sosyal ayarlar, popüler marinalar, tekne tipleri',
        response: { 200: SiteDataSchema },
      },
    },
    async () => ({ content: await service.siteData() }),
  );

  app.get(
    '/website/settings',
    {
      schema: {
        operationId: 'getPublicSettings',
        description:
          'Sitedeki para birimi seçimi için döviz kurları: `dollar_exchange_rate`, `euro_exchange_rate`, `sterling_exchange_rate`.',
        tags: ['website'],
        summary: 'Döviz kurları (1 birim kaç TL)',
        response: { 200: WebsiteSettingsSchema },
      },
    },
    async () => ({ content: { currency: await service.getGroup('exchange') } }),
  );

  app.get(
    '/admin/getexchange',
    {
      ...adminOnly,
      schema: {
        operationId: 'getExchangeRates',
        description: 'Ayarlardaki döviz kurları anahtar/değer listesi olarak döner.',
        tags,
        summary: 'Döviz kurları',
        security: bearer,
        response: { 200: EntryListSchema, ...guarded },
      },
    },
    async () => ({ content: await service.getGroup('exchange') }),
  );

  app.put(
    '/admin/exchange/edit',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateExchangeRates',
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
        operationId: 'updateSiteSettings',
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
        operationId: 'updateContactSettings',
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
        operationId: 'updateSocialLinks',
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
    '/admin/untranslated',
    {
      onRequest: app.authorize(ADMIN),
      schema: {
        operationId: 'listUntranslated',
        description:
          'İngilizcesi eksik içerik: tekneler, tekne tipleri, marinalar, site bölümleri, SSS ve blog yazıları. İngilizce sayfa bunların Türkçesini gösterir.',
        tags,
        summary: 'Çevrilmemiş içerik listesi (panel ana sayfası)',
        security: bearer,
        response: { 200: UntranslatedSchema, ...guarded },
      },
    },
    async () => ({ content: await untranslated(sql) }),
  );

  app.get(
    '/admin/other',
    {
      onRequest: app.authorize(ADMIN_OR_OWNER),
      schema: {
        operationId: 'getPanelCounts',
        description:
          'Panelin kenar çubuğundaki rozetler için `reservationCount` ve `contactCount`; OWNER yalnızca kendi teknelerinin rezervasyonlarını sayar.',
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
