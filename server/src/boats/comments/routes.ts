import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN } from '../../auth/guard.js';
import { FALLBACK_POLICY, type CancellationPolicy } from '../../common/cancellation-policy.js';
import { bearer, errorResponses, IdParams, Message } from '../../common/schemas.js';
import type { Sql } from '../../platform/db.js';
import type { Storage } from '../../platform/storage.js';
import { getBoatDetail } from '../page/get-boat-detail.js';
import { listBoatPages } from '../page/list-boat-pages.js';
import { BoatDetailResponseSchema, BoatPagesResponseSchema, SlugParams } from '../public-schemas.js';
import { deleteComment } from './delete-comment.js';
import { getComment } from './get-comment.js';
import { listComments } from './list-comments.js';
import { listPublicComments } from './list-public-comments.js';
import {
  CommentActivityBodySchema,
  CommentListQuerySchema,
  CommentPageSchema,
  CommentResponseSchema,
  PublicCommentPageSchema,
  SubmitCommentBodySchema,
  WebsiteCommentsQuerySchema,
} from './schemas.js';
import { setCommentActivity } from './set-comment-activity.js';
import { submitComment } from './submit-comment.js';

/**
 * Reviews (moderated by ADMIN) and the public boat page (`../page/`), which shows them: one plugin,
 * so the OpenAPI document keeps its paths in this order.
 */
const commentsRoutes: FastifyPluginAsyncTypebox<{
  sql: Sql;
  storage: Storage;
  /** The settings' default cancellation policy, for boats without their own (handed in by `app.ts`). */
  defaultPolicy?: () => Promise<CancellationPolicy>;
}> = async (app, { sql, storage, defaultPolicy = async () => FALLBACK_POLICY }) => {
  const adminOnly = { onRequest: app.authorize(ADMIN) };
  const tags = ['comments'];
  const guarded = errorResponses(401, 403);

  app.get(
    '/admin/comment',
    {
      ...adminOnly,
      schema: {
        operationId: 'listComments',
        description:
          'Bütün yorumlar, onaylanmamışlar dahil, `skip`/`take` ile sayfalanır; yanıt `{content, total}` biçimindedir.',
        tags,
        summary: 'Yorumlar, en yeni önce (sayfa boyutu 10)',
        security: bearer,
        querystring: CommentListQuerySchema,
        response: { 200: CommentPageSchema, ...guarded, ...errorResponses(400) },
      },
    },
    async (request) => listComments(sql, request.query),
  );

  app.get(
    '/admin/comment/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'getComment',
        description: 'Numarası verilen yorumu döndürür; yoksa 404.',
        tags,
        summary: 'Yorum ayrıntısı',
        security: bearer,
        params: IdParams,
        response: { 200: CommentResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getComment(sql, request.params.id) }),
  );

  app.put(
    '/admin/boats/commentactivity/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'setCommentActivity',
        description: 'Onaylanan yorum tekne sayfasında ve sitenin yorumlarında görünür, gizlenen görünmez.',
        tags,
        summary: 'Yorumu yayınla / gizle ({active}; verilmezse tersine çevirir)',
        security: bearer,
        params: IdParams,
        body: CommentActivityBodySchema,
        response: { 200: CommentResponseSchema, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await setCommentActivity(sql, request.params.id, request.body.active) }),
  );

  app.delete(
    '/admin/boats/comment/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteComment',
        description: 'Yorumu kalıcı olarak siler.',
        tags,
        summary: 'Yorumu sil',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...guarded, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await deleteComment(sql, request.params.id);
      return { content: { message: 'Yorum silindi.' } };
    },
  );

  app.get(
    '/website/comments',
    {
      schema: {
        operationId: 'listPublicComments',
        description: 'Yalnızca onaylanmış yorumlar `skip`/`take` ile sayfalanır.',
        tags,
        summary: 'Sitede gösterilen onaylı yorumlar (sayfa boyutu 20)',
        querystring: WebsiteCommentsQuerySchema,
        response: { 200: PublicCommentPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => listPublicComments(sql, request.query.skip, request.query.take),
  );

  app.get(
    '/boats/:slug',
    {
      schema: {
        operationId: 'getBoatDetail',
        description: 'Aktif bir teknenin sayfası için gereken her şey; pasif veya olmayan tekne 404 döner.',
        tags: ['catalog'],
        summary: 'Tekne sayfası: özellikler, görseller, fiyat dönemleri, onaylı yorumlar',
        params: SlugParams,
        response: { 200: BoatDetailResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ content: await getBoatDetail(sql, storage, request.params.slug, defaultPolicy) }),
  );

  app.get(
    '/website/boatpages',
    {
      schema: {
        operationId: 'listBoatPages',
        description:
          'Aktif teknelerin adres parçası, son değişikliği, ilk görseli ve bütün görselleri (büyük sürümleri); site haritası bunlardan yazılır.',
        tags: ['catalog'],
        summary: 'Site haritası için tekne sayfaları',
        response: { 200: BoatPagesResponseSchema },
      },
    },
    async () => ({ content: await listBoatPages(sql, storage) }),
  );

  app.post(
    '/boats/:slug/comments',
    {
      schema: {
        operationId: 'submitBoatComment',
        description: 'Ziyaretçi yorumu onay bekleyen olarak kaydedilir; ofis onaylayınca yayınlanır.',
        tags,
        summary: 'Tekne için yorum gönder (onaylanınca yayınlanır)',
        params: SlugParams,
        body: SubmitCommentBodySchema,
        response: { 201: Message, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await submitComment(sql, request.params.slug, request.body);
      return reply
        .status(201)
        .send({ content: { message: 'Yorumunuz alındı; onaylandıktan sonra yayınlanacak. Teşekkür ederiz.' } });
    },
  );
};

export default commentsRoutes;
