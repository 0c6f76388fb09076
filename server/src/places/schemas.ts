import { Type, type Static } from 'typebox';
import { EnglishText } from '../common/language.js';
import { Content, DateTime, Page, PageQuery, ref, Name, withExample } from '../common/schemas.js';

export const PlaceKindSchema = Type.Union([Type.Literal('marina'), Type.Literal('district')], {
  description: 'marina veya district (ilçe / koy)',
});

export const MarinaSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    nameEn: EnglishText(120),
    kind: PlaceKindSchema,
    city: Type.Union([Type.String(), Type.Null()]),
    description: Type.Union([Type.String(), Type.Null()]),
    popular: Type.Boolean({ description: 'Altbilgideki popüler marinalarda gösterilir' }),
    boatCount: Type.Integer({ description: 'Bu yeri kullanan tekne sayısı' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Marina', title: 'Marina' },
);
export type Marina = Static<typeof MarinaSchema>;

export const MarinaBodySchema = withExample(
  Type.Object({
    name: Name(120, 'Ad'),
    nameEn: Type.Optional(EnglishText(120)),
    kind: Type.Optional(PlaceKindSchema),
    city: Type.Optional(Type.Union([Type.String({ maxLength: 80 }), Type.Null()])),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    popular: Type.Optional(Type.Boolean()),
  }),
  {
    name: 'Göcek Marina',
    nameEn: 'Göcek Marina',
    kind: 'marina',
    city: 'Fethiye',
    description: 'Göcek koylarına en yakın marina.',
    popular: true,
  },
);
export type MarinaBody = Static<typeof MarinaBodySchema>;

export const MarinaListQuerySchema = Type.Object({
  ...PageQuery(10),
  kind: Type.Optional(PlaceKindSchema),
  popular: Type.Optional(Type.Boolean()),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Adda arar; Türkçe harfler ve büyük/küçük harf ayrımı gözetilmez ("gocek" "Göcek"i bulur)',
    }),
  ),
});
export type MarinaListQuery = Static<typeof MarinaListQuerySchema>;

export const MarinaResponseSchema = Content(ref(MarinaSchema));
export const MarinaPageSchema = Page(ref(MarinaSchema));
