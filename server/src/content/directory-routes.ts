import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../auth/guard.js';
import { bearer, errorResponses, IdParams, Message } from '../common/schemas.js';
import type { Sql } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { createContentService } from './content-service.js';
import { createDirectoryService } from './directory-service.js';
import {
  ActivityBodySchema,
  BankBodySchema,
  BankListSchema,
  BankResponseSchema,
  FaqBodySchema,
  FaqListSchema,
  FaqResponseSchema,
  PublicBankListSchema,
  PublicFaqListSchema,
  PublicTeamListSchema,
  TeamBodySchema,
  TeamListSchema,
  TeamOrderBodySchema,
  TeamResponseSchema,
} from './schemas.js';

/** Bank accounts, team and FAQ: public lists and ADMIN management. */
const directoryRoutes: FastifyPluginAsyncTypebox<{ sql: Sql; storage: Storage }> = async (app, { sql, storage }) => {
  const service = createDirectoryService(sql, storage);
  const sections = createContentService(sql, storage);
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const guarded = errorResponses(401, 403);
  const tags = ['content'];
  const deleted = (what: string) => ({ content: { message: `${what} silindi.` } });

  app.get(
    '/website/bank',
    {
      schema: {
        operationId: 'getBanksPage',
        description: 'Sitedeki banka hesapları sayfası: aktif hesaplar sırasıyla ve sayfanın giriş metni.',
        tags: ['website'],
        summary: 'Ödeme için aktif banka hesapları ve sayfanın giriş metni',
        response: { 200: PublicBankListSchema },
      },
    },
    async () => ({ content: await service.listPublicBanks(), intro: await sections.getSection('bank') }),
  );
  app.get(
    '/website/team',
    {
      schema: {
        operationId: 'getTeamPage',
        description: 'Sitedeki ekip sayfası: ekip üyeleri sırasıyla ve sayfanın giriş metni.',
        tags: ['website'],
        summary: 'Ekibimiz, sırasıyla, ve sayfanın giriş metni',
        response: { 200: PublicTeamListSchema },
      },
    },
    async () => ({ content: await service.listTeam(), intro: await sections.getSection('team') }),
  );
  app.get(
    '/website/faq',
    {
      schema: {
        operationId: 'getFaqPage',
        description: 'Sitedeki SSS sayfası: sorular sırasıyla ve sayfanın giriş metni.',
        tags: ['website'],
        summary: 'Sıkça sorulan sorular, sırasıyla, ve sayfanın giriş metni',
        response: { 200: PublicFaqListSchema },
      },
    },
    async () => ({ content: await service.listFaq(), intro: await sections.getSection('faq') }),
  );

  // Banks
  app.get(
    '/admin/banks',
    {
      ...adminOnly,
      schema: {
        operationId: 'listBanks',
        description: 'Bütün banka hesapları, pasifler dahil, sırasıyla döner.',
        tags,
        summary: 'Banka hesapları (pasifler dahil)',
        security: bearer,
        response: { 200: BankListSchema, ...guarded },
      },
    },
    async () => ({ content: await service.listBanks(false) }),
  );
  app.post(
    '/admin/banks',
    {
      ...adminOnly,
      schema: {
        operationId: 'createBank',
        description: 'IBAN mod-97 ile doğrulanır (geçersizse 400); aynı IBAN’lı başka bir hesap varsa 409 döner.',
        tags,
        summary: 'Banka hesabı ekle (IBAN mod-97 ile doğrulanır)',
        security: bearer,
        body: BankBodySchema,
        response: { 201: BankResponseSchema, ...guarded, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => reply.status(201).send({ content: await service.createBank(request.body) }),
  );
  app.put(
    '/admin/banks/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateBank',
        description: 'Banka hesabının bilgilerini değiştirir; yoksa 404, IBAN başka bir hesaptaysa 409.',
        tags,
        summary: 'Banka hesabını güncelle',
        security: bearer,
        params: IdParams,
        body: BankBodySchema,
        response: { 200: BankResponseSchema, ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({ content: await service.updateBank(request.params.id, request.body) }),
  );
  app.delete(
    '/admin/banks/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteBank',
        description: 'Banka hesabını siler.',
        tags,
        summary: 'Banka hesabını sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await service.deleteBank(request.params.id);
      return deleted('Banka hesabı');
    },
  );
  app.patch(
    '/admin/banks/activity',
    {
      ...adminOnly,
      schema: {
        operationId: 'setBankActivity',
        description: 'Hesabı aktif veya pasif yapar; `active` verilmezse tersine çevirir.',
        tags,
        summary: 'Banka hesabını aktif/pasif yap; pasif hesap sitede ve e-postalarda görünmez',
        security: bearer,
        body: ActivityBodySchema,
        response: { 200: BankResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.setBankActivity(request.body.id, request.body.active) }),
  );

  // Team
  app.get(
    '/admin/team',
    {
      ...adminOnly,
      schema: {
        operationId: 'listTeamMembers',
        description: 'Ekip üyeleri görüntülenme sırasıyla döner.',
        tags,
        summary: 'Ekip üyeleri, sırasıyla',
        security: bearer,
        response: { 200: TeamListSchema, ...guarded },
      },
    },
    async () => ({ content: await service.listTeam() }),
  );
  app.post(
    '/admin/team',
    {
      ...adminOnly,
      schema: {
        operationId: 'createTeamMember',
        description:
          'Yeni ekip üyesini listenin sonuna ekler; fotoğraf ayrıca `POST /v1/admin/team/{id}/photo` ile yüklenir.',
        tags,
        summary: 'Ekip üyesi ekle (sona eklenir; fotoğraf yüklemesi ayrı gelecek, şimdilik anahtar/adres)',
        security: bearer,
        body: TeamBodySchema,
        response: { 201: TeamResponseSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.status(201).send({ content: await service.createTeamMember(request.body) }),
  );
  app.delete(
    '/admin/team/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteTeamMember',
        description: 'Ekip üyesini siler.',
        tags,
        summary: 'Ekip üyesini sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await service.deleteTeamMember(request.params.id);
      return deleted('Ekip üyesi');
    },
  );
  app.patch(
    '/admin/team/order',
    {
      ...adminOnly,
      schema: {
        operationId: 'reorderTeamMembers',
        description: 'Ekip üyelerinin numaraları istenen sırayla gönderilir.',
        tags,
        summary: 'Ekibi yeniden sırala (tüm numaralar istenen sırayla)',
        security: bearer,
        body: TeamOrderBodySchema,
        response: { 200: TeamListSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.reorderTeam(request.body.ids) }),
  );

  // FAQ
  app.get(
    '/admin/faq',
    {
      ...adminOnly,
      schema: {
        operationId: 'listFaqs',
        description: 'Bütün sorular görüntülenme sırasıyla döner.',
        tags,
        summary: 'Sıkça sorulan sorular',
        security: bearer,
        response: { 200: FaqListSchema, ...guarded },
      },
    },
    async () => ({ content: await service.listFaq() }),
  );
  app.post(
    '/admin/faq',
    {
      ...adminOnly,
      schema: {
        operationId: 'createFaq',
        description: 'Yeni soru ekler; cevap HTML’i kaydedilmeden önce temizlenir.',
        tags,
        summary: 'Soru ekle',
        security: bearer,
        body: FaqBodySchema,
        response: { 201: FaqResponseSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request, reply) => reply.status(201).send({ content: await service.createFaq(request.body) }),
  );
  app.put(
    '/admin/faq/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateFaq',
        description: 'Sorunun metnini, cevabını veya sırasını değiştirir; yoksa 404.',
        tags,
        summary: 'Soruyu güncelle',
        security: bearer,
        params: IdParams,
        body: FaqBodySchema,
        response: { 200: FaqResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await service.updateFaq(request.params.id, request.body) }),
  );
  app.delete(
    '/admin/faq/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteFaq',
        description: 'Soruyu siler.',
        tags,
        summary: 'Soruyu sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await service.deleteFaq(request.params.id);
      return deleted('Soru');
    },
  );
};

export default directoryRoutes;
