import { Type, type Static } from 'typebox';
import { LanguageSchema } from '../../common/language.js';
import { Content, DateTime, Page, PageQuery, ref, MAX_INT, Name, withExample } from '../../common/schemas.js';

export const CommentSchema = Type.Object(
  {
    id: Type.Integer(),
    boatId: Type.Integer(),
    boatName: Type.String(),
    boatSlug: Type.String(),
    name: Type.String({ description: 'Yorum yapanın adı' }),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String(),
    approved: Type.Boolean({ description: 'Onaylanan yorumlar sitede görünür' }),
    createdAt: DateTime,
  },
  { $id: 'Comment', title: 'Comment' },
);
export type Comment = Static<typeof CommentSchema>;

export const PublicCommentSchema = Type.Object(
  {
    id: Type.Integer(),
    boatName: Type.String(),
    boatSlug: Type.String(),
    name: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    text: Type.String(),
    createdAt: DateTime,
  },
  { $id: 'PublicComment', title: 'PublicComment' },
);
export type PublicComment = Static<typeof PublicCommentSchema>;

export const CommentListQuerySchema = Type.Object({
  ...PageQuery(10),
  approved: Type.Optional(Type.Boolean({ description: 'Yalnızca onaylı (true) veya bekleyen (false) yorumlar' })),
  boat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
});
export type CommentListQuery = Static<typeof CommentListQuerySchema>;

export const WebsiteCommentsQuerySchema = Type.Object({ ...PageQuery(20) });

export const CommentActivityBodySchema = withExample(
  Type.Object({
    active: Type.Optional(Type.Boolean({ description: 'true: yayında; verilmezse tersine çevrilir' })),
  }),
  { active: true },
);

export const SubmitCommentBodySchema = withExample(
  Type.Object({
    name: Name(80, 'Adınız'),
    rating: Type.Integer({ minimum: 1, maximum: 5, description: '1-5 puan' }),
    text: Type.String({ minLength: 1, maxLength: 2000, description: 'Yorumunuz' }),
    // The page's language it was sent from; tr when not given.
    language: Type.Optional(LanguageSchema),
  }),
  { name: 'Elif', rating: 5, text: 'Mürettebat çok ilgiliydi, koylar harikaydı.' },
);
export type SubmitCommentBody = Static<typeof SubmitCommentBodySchema>;

export const CommentResponseSchema = Content(ref(CommentSchema));
export const CommentPageSchema = Page(ref(CommentSchema));
export const PublicCommentPageSchema = Page(ref(PublicCommentSchema));
