import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { documentOperation } from '../platform/openapi-contract.js';
import { OPENAPI_WEBHOOKS } from '../webhooks/openapi-webhooks.js';

export const API_VERSION = '1.0.0';

/**
 * The OpenAPI document (made from every route's schemas, `npm run openapi` writes it) and Swagger UI
 * at /docs: the API's description, its tags and the bearer scheme.
 */
export async function registerOpenApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fethiye Tekne API',
        version: API_VERSION,
        description:
          'Fethiye / Muğla tekne kiralama ve satış pazaryerinin API’si. Başarılı yanıtlar `{content}`, listeler `{content, total}`; ' +
          'hatalar `{statusCode, code, content:{message}}` biçimindedir. Yönetim çağrıları `Authorization: Bearer <jwt>` ister. ' +
          'JSON gövdelerindeki değerler türlerine dönüştürülmez (`"1"` bir sayı, `0` bir metin yerine geçmez); hiçbir girdi NUL (`\\u0000`) karakteri içeremez.',
        contact: {
          name: 'Fethiye Tekne ofisi',
          ...(config.mail.officeEmail ? { email: config.mail.officeEmail } : {}),
        },
        license: { name: 'Tescilli yazılım; tüm hakları saklıdır', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'Bu sunucu' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          partnerKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'İş ortağı anahtarı (`fk_<önek>_<gizli>`), ofisin panelinden bir kez gösterilir. Her işlem gerekli yetkiyi `x-scopes` ve açıklamasında söyler: catalog:read, availability:read, bookings:write, bookings:read.',
          },
        },
      },
      tags: [
        { name: 'system', description: 'Sağlık ve sistem' },
        { name: 'auth', description: 'Giriş' },
        { name: 'users', description: 'Kullanıcılar (ADMIN)' },
        { name: 'boats', description: 'Tekneler (ADMIN; OWNER yalnızca kendi tekneleri)' },
        { name: 'boat prices', description: 'Sezonluk tekne fiyatları' },
        { name: 'boat extras', description: 'Teknenin ücretli ekstraları (kaptan, yakıt, yemek …)' },
        { name: 'boat images', description: 'Tekne görselleri' },
        { name: 'boat types', description: 'Tekne tipleri (ADMIN)' },
        { name: 'marinas', description: 'Marinalar ve bölgeler (ADMIN)' },
        { name: 'comments', description: 'Tekne yorumları' },
        { name: 'catalog', description: 'Herkese açık tekne sayfası ve arama' },
        { name: 'booking', description: 'Müsaitlik, fiyat teklifi ve rezervasyon isteği (herkese açık)' },
        { name: 'reservations', description: 'Rezervasyon yönetimi ve işlem geçmişi' },
        { name: 'transactions', description: 'Rezervasyonlara kaydedilen ödemeler' },
        { name: 'occupancy', description: 'Doluluk takvimi' },
        { name: 'manual closing', description: 'Manuel kapatmalar ("external")' },
        { name: 'boat dates', description: 'Teknenin kapalı tarihleri' },
        { name: 'website', description: 'Herkese açık site içeriği, iletişim formu ve site verileri' },
        { name: 'content', description: 'Site içeriği: sayfalar, blog, bankalar, ekip, SSS (ADMIN)' },
        { name: 'messages', description: 'İletişim formu mesajları ve e-bülten aboneleri (ADMIN)' },
        { name: 'mail', description: 'E-posta şablonları ve giden e-posta kutusu (ADMIN)' },
        { name: 'calendar', description: 'iCal takvim: doluluk akışı (dışa aktarma) ve diğer platformlardan eşitleme' },
        { name: 'settings', description: 'Döviz kurları, site, iletişim ve sosyal medya ayarları; panel sayıları' },
        { name: 'partners', description: 'İş ortakları: anahtarlar, yetkiler, sınırlar, kullanım (ADMIN)' },
        {
          name: 'partner',
          description: 'İş ortağı API’si: `X-Api-Key` ile müsaitlik, rezervasyon ve kendi webhook adresleri',
        },
        { name: 'webhooks', description: 'Webhook adresleri, teslimat kayıtları ve teslimatların gövdeleri (ADMIN)' },
      ],
      webhooks: OPENAPI_WEBHOOKS,
    },
    transform: documentOperation,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
