import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN, currentUser } from '../auth/guard.js';
import { bearer, errorResponses, IdParams, Message } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { createContentService } from './content-service.js';
import {
  BlogPageQuerySchema,
  BlogPageSchema,
  BlogPostResponseSchema,
  CreateBlogBodySchema,
  EditBlogBodySchema,
  INTRO_KEYS,
  SECTION_KEYS,
  SectionBodySchema,
  SectionResponseSchema,
  SlugParams,
  type SectionKey,
} from './schemas.js';

/** The section's name in operationIds (`getAboutPage`, `updateAboutPage`). */
const SECTION_OPERATION_NAMES: Record<SectionKey, string> = {
  about: 'AboutPage',
  privacy: 'PrivacyPage',
  rental: 'RentalContractPage',
  cancel: 'CancellationPage',
  kvkk: 'KvkkPage',
  howrent: 'HowToRentPage',
  home: 'HomePage',
  contact: 'ContactPage',
  bank: 'BanksIntro',
  team: 'TeamIntro',
  faq: 'FaqIntro',
};

const SECTION_NAMES: Record<SectionKey, string> = {
  about: 'Hakkımızda',
  privacy: 'Gizlilik politikası',
  rental: 'Kiralama sözleşmesi',
  cancel: 'İptal politikası',
  kvkk: 'KVKK aydınlatma metni',
  howrent: 'Nasıl kiralarım',
  home: 'Ana sayfa metni',
  contact: 'İletişim sayfası metni',
  bank: 'Banka hesapları giriş metni',
  team: 'Ekibimiz giriş metni',
  faq: 'SSS giriş metni',
};

/** Sections whose `PUT /admin/{section}/edit` lives here; `contact` is edited with the contact settings. */
const EDITABLE_HERE: SectionKey[] = [...SECTION_KEYS.filter((k) => k !== 'contact'), ...INTRO_KEYS];

/** Website sections and the blog: public reads and ADMIN writes. */
const contentRoutes: FastifyPluginAsyncTypebox<{ sql: Sql; storage: Storage }> = async (app, { sql, storage }) => {
  const service = createContentService(sql, storage);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const guarded = errorResponses(401, 403);

  for (const key of SECTION_KEYS) {
    app.get(
      `/website/${key}`,
      {
        schema: {
          operationId: `get${SECTION_OPERATION_NAMES[key]}`,
          description: 'Sayfanın başlığı ve temizlenmiş HTML içeriği; içerik henüz girilmemişse 404.',
          tags: ['website'],
          summary: `${SECTION_NAMES[key]} (herkese açık)`,
          response: { 200: SectionResponseSchema, ...errorResponses(404) },
        },
      },
      async () => ({ content: await service.getSection(key) }),
    );
  }

  for (const key of EDITABLE_HERE) {
    app.put(
      `/admin/${key}/edit`,
      {
        ...adminOnly,
        schema: {
          operationId: `update${SECTION_OPERATION_NAMES[key]}`,
          tags: ['content'],
          summary: `${SECTION_NAMES[key]}: düzenle`,
          description:
            'Zengin metin kaydedilmeden önce temizlenir (betik, olay öznitelikleri, style ve javascript: bağlantıları atılır).',
          security: bearer,
          body: SectionBodySchema,
          response: { 200: SectionResponseSchema, ...guarded, ...errorResponses(400, 404) },
        },
      },
      async (request) => ({ content: await service.editSection(key, request.body, currentUser(request).id) }),
    );
  }

  app.get(
    '/website/blog',
    {
      schema: {
        operationId: 'listPublishedPosts',
        description: 'Yalnızca yayındaki yazılar, en yeni önce, `skip`/`take` ile sayfalanır.',
        tags: ['website'],
        summary: 'Yayındaki blog yazıları, en yeni önce (sayfa boyutu 10)',
        querystring: BlogPageQuerySchema,
        response: { 200: BlogPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => service.listPosts(request.query, true),
  );

  app.get(
    '/website/blog/:slug',
    {
      schema: {
        operationId: 'getPublishedPost',
        description: 'Adres parçası verilen yayındaki yazıyı döndürür; taslak veya olmayan yazı 404.',
        tags: ['website'],
        summary: 'Yayındaki bir blog yazısı',
        params: SlugParams,
        response: { 200: BlogPostResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.getPublishedPost(request.params.slug) }),
  );

  app.get(
    '/admin/blog',
    {
      ...adminOnly,
      schema: {
        operationId: 'listPosts',
        description: 'Bütün yazılar `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags: ['content'],
        summary: 'Tüm blog yazıları, taslaklar dahil (sayfa boyutu 10)',
        security: bearer,
        querystring: BlogPageQuerySchema,
        response: { 200: BlogPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => service.listPosts(request.query, false),
  );

  app.post(
    '/admin/blog',
    {
      ...adminOnly,
      schema: {
        operationId: 'createPost',
        description: 'Yazı HTML’i kaydedilmeden önce temizlenir; adres parçası başka bir yazıdaysa 409 döner.',
        tags: ['content'],
        summary: 'Blog yazısı oluştur (adres verilmezse başlıktan üretilir)',
        security: bearer,
        body: CreateBlogBodySchema,
        response: { 201: BlogPostResponseSchema, ...guarded, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ content: await service.createPost(request.body) }),
  );

  app.post(
    '/admin/blog/edit',
    {
      ...adminOnly,
      schema: {
        operationId: 'updatePost',
        description: 'Gövdedeki `id` ile yazıyı değiştirir; yoksa 404, adres parçası başka bir yazıdaysa 409.',
        tags: ['content'],
        summary: 'Blog yazısını güncelle (gövdede id)',
        security: bearer,
        body: EditBlogBodySchema,
        response: { 200: BlogPostResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ content: await service.editPost(request.body) }),
  );

  app.delete(
    '/admin/blog/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deletePost',
        description: 'Yazıyı ve yüklenmiş kapak görselinin dosyalarını siler.',
        tags: ['content'],
        summary: 'Blog yazısını sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await service.deletePost(request.params.id);
      return { content: { message: 'Blog yazısı silindi.' } };
    },
  );
};

export default contentRoutes;
