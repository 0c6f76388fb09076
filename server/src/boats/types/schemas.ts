import { Type, type Static } from 'typebox';
import { EnglishText } from '../../common/language.js';
import { Content, DateTime, Page, PageQuery, ref, Name, withExample } from '../../common/schemas.js';

export const BoatTypeSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nameEn: EnglishText(80),
    boatCount: Type.Integer({ description: 'Bu tipteki tekne sayısı' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'BoatType', title: 'BoatType' },
);
export type BoatType = Static<typeof BoatTypeSchema>;

export const BoatTypeBodySchema = withExample(
  Type.Object({ name: Name(80, 'Tekne tipi adı'), nameEn: Type.Optional(EnglishText(80)) }),
  { name: 'Gulet', nameEn: 'Gulet' },
);
export type BoatTypeBody = Static<typeof BoatTypeBodySchema>;

export const BoatTypeListQuerySchema = Type.Object({
  ...PageQuery(10),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Türkçe veya İngilizce adda arar; Türkçe harfler ve büyük/küçük harf ayrımı gözetilmez',
    }),
  ),
});
export type BoatTypeListQuery = Static<typeof BoatTypeListQuerySchema>;

export const BoatTypeResponseSchema = Content(ref(BoatTypeSchema));
export const BoatTypePageSchema = Page(ref(BoatTypeSchema));
