import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADMIN } from '../auth/guard.js';
import { adminContext } from './context.js';
import { bearer, Content, errorResponses, Page, ref } from '../common/schemas.js';
import { createPartner } from './create-partner.js';
import type { PartnersDeps } from './deps.js';
import { getPartner } from './get-partner.js';
import { issuePartnerKey } from './issue-partner-key.js';
import { listPartnerAudit } from './list-partner-audit.js';
import { listPartners } from './list-partners.js';
import { revokePartnerKey } from './revoke-partner-key.js';
import { DEFAULT_OVERLAP_HOURS, rotatePartnerKey } from './rotate-partner-key.js';
import {
  IssuedKeySchema,
  PartnerAuditEntrySchema,
  PartnerCreateBodySchema,
  PartnerDetailSchema,
  PartnerIdParams,
  PartnerKeyParams,
  PartnerKeySchema,
  PartnerListQuerySchema,
  PartnerSchema,
  PartnerUpdateBodySchema,
  RotateKeyBodySchema,
} from './schemas.js';
import { updatePartner } from './update-partner.js';

/** The office's partners screen (`/v1/admin/partners…`, ADMIN only): partners, their keys, usage and audit trail. */
const partnerAdminRoutes: FastifyPluginAsyncTypebox<{ deps: PartnersDeps }> = async (app, { deps }) => {
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const tags = ['partners'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/partners',
    {
      ...adminOnly,
      schema: {
        operationId: 'listPartners',
        description:
          'İş ortakları ada göre, `skip`/`take` ile sayfalanır; her biri çalışan anahtar sayısı ve son kullanımıyla.',
        tags,
        summary: 'İş ortakları listesi',
        security: bearer,
        querystring: PartnerListQuerySchema,
        response: { 200: Page(ref(PartnerSchema)), ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => listPartners(deps, request.query),
  );

  app.post(
    '/admin/partners',
    {
      ...adminOnly,
      schema: {
        operationId: 'createPartner',
        description:
          'Yeni iş ortağı kaydeder (henüz anahtarı yoktur). Verilmeyen sınırlar varsayılandır: 100 opsiyon, dakikada 600 istek. Aynı ad 409.',
        tags,
        summary: 'İş ortağı ekle',
        security: bearer,
        body: PartnerCreateBodySchema,
        response: { 201: Content(ref(PartnerSchema)), ...guarded, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await createPartner(deps, request.body, adminContext(request)) }),
  );

  app.get(
    '/admin/partners/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'getPartner',
        description:
          'İş ortağı, anahtarları (en yenisi önce; anahtarın kendisi değil, yalnızca başı), son 14 günün günlük istek sayıları ve ödeme bekleyen opsiyonları.',
        tags,
        summary: 'İş ortağı ayrıntısı',
        security: bearer,
        params: PartnerIdParams,
        response: { 200: Content(PartnerDetailSchema), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getPartner(deps, request.params.id, new Date().toISOString()) }),
  );

  app.put(
    '/admin/partners/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updatePartner',
        description:
          'Gönderilen alanları değiştirir (gönderilmeyenler kalır). `disabled: true` bütün anahtarlarını hemen durdurur. Her değişiklik işlem geçmişine yazılır.',
        tags,
        summary: 'İş ortağını düzenle',
        security: bearer,
        params: PartnerIdParams,
        body: PartnerUpdateBodySchema,
        response: { 200: Content(ref(PartnerSchema)), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      content: await updatePartner(deps, request.params.id, request.body, adminContext(request)),
    }),
  );

  app.post(
    '/admin/partners/:id/keys',
    {
      ...adminOnly,
      schema: {
        operationId: 'createPartnerKey',
        description:
          'Yeni anahtar verir; diğer anahtarlar çalışmaya devam eder. Anahtarın tamamı (`secret`) yalnızca bu yanıtta gösterilir: saklanan yalnızca başı ve SHA-256 özetidir.',
        tags,
        summary: 'İş ortağına anahtar ver',
        security: bearer,
        params: PartnerIdParams,
        response: { 201: Content(IssuedKeySchema), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await issuePartnerKey(deps, request.params.id, adminContext(request)) }),
  );

  app.post(
    '/admin/partners/:id/keys/:keyId/rotate',
    {
      ...adminOnly,
      schema: {
        operationId: 'rotatePartnerKey',
        description: `Anahtarı yeniler: yeni anahtar verilir (yalnızca bu yanıtta gösterilir), eski anahtar \`overlapHours\` saat daha çalışır (varsayılan ${DEFAULT_OVERLAP_HOURS}; 0: hemen durur). İptal edilmiş veya süresi dolmuş anahtar 409.`,
        tags,
        summary: 'Anahtarı geçiş süresiyle yenile',
        security: bearer,
        params: PartnerKeyParams,
        body: RotateKeyBodySchema,
        response: { 201: Content(IssuedKeySchema), ...guarded, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        content: await rotatePartnerKey(
          deps,
          request.params.id,
          request.params.keyId,
          request.body.overlapHours ?? DEFAULT_OVERLAP_HOURS,
          adminContext(request),
        ),
      }),
  );

  app.post(
    '/admin/partners/:id/keys/:keyId/revoke',
    {
      ...adminOnly,
      schema: {
        operationId: 'revokePartnerKey',
        description: 'Anahtarı hemen iptal eder: sonraki istekler 401 alır. Zaten iptal edilmişse değişiklik yapmaz.',
        tags,
        summary: 'Anahtarı iptal et',
        security: bearer,
        params: PartnerKeyParams,
        response: { 200: Content(ref(PartnerKeySchema)), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      content: await revokePartnerKey(deps, request.params.id, request.params.keyId, adminContext(request)),
    }),
  );

  app.get(
    '/admin/partners/:id/events',
    {
      ...adminOnly,
      schema: {
        operationId: 'listPartnerEvents',
        description:
          'İş ortağında yapılan değişiklikler, eskiden yeniye: ne değişti, kim yaptı, ne zaman (iletişim bilgilerinin yalnızca değiştiği yazılır).',
        tags,
        summary: 'İş ortağının işlem geçmişi',
        security: bearer,
        params: PartnerIdParams,
        response: { 200: Content(Type.Array(PartnerAuditEntrySchema)), ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await listPartnerAudit(deps, request.params.id) }),
  );
};

export default partnerAdminRoutes;
