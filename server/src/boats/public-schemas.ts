import { Type, type Static } from 'typebox';
import { Content, DateTime, ref, SlugParam } from '../common/schemas.js';
import { LanguageSchema } from '../common/language.js';
import { AppliedPolicySchema } from '../common/cancellation-policy-schemas.js';
import { PublicExtraSchema } from './extras/schemas.js';
import { BoatImageSchema } from './images/schemas.js';
import { CurrencySchema } from './boat/schemas.js';

export const MoneySchema = Type.Object(
  { amountMinor: Type.Integer({ description: 'Tutar, kuruş/sent' }), currency: CurrencySchema },
  { $id: 'Money', title: 'Money' },
);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const RatingSchema = Type.Object({
  average: Nullable(Type.Number({ description: 'Onaylı yorumların ortalaması, bir ondalık' })),
  count: Type.Integer(),
});

export const BoatDetailSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    type: Type.Object({ id: Type.Integer(), name: Type.String(), nameEn: Nullable(Type.String()) }),
    marina: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      nameEn: Nullable(Type.String()),
      kind: Type.String(),
    }),
    owner: Type.Object({ firstName: Type.String() }),
    lengthM: Type.Number(),
    year: Nullable(Type.Integer()),
    guestsDay: Type.Integer(),
    guestsNight: Type.Integer(),
    cabins: Type.Integer(),
    bathrooms: Type.Integer(),
    crew: Type.Integer(),
    captainIncluded: Type.Boolean(),
    description: Type.String({ description: 'Temizlenmiş HTML' }),
    descriptionEn: Nullable(Type.String({ description: 'İngilizcesi (temizlenmiş HTML); yoksa null' })),
    equipment: Type.Array(Type.String()),
    equipmentEn: Nullable(Type.Array(Type.String(), { description: 'İngilizcesi; yoksa null' })),
    rules: Type.String(),
    rulesEn: Nullable(Type.String({ description: 'İngilizcesi; yoksa null' })),
    thumbnail: Nullable(Type.String()),
    forRent: Type.Boolean(),
    forSale: Type.Boolean(),
    salePrice: Nullable(ref(MoneySchema)),
    popular: Type.Boolean(),
    boatOfMonth: Type.Boolean(),
    images: Type.Array(ref(BoatImageSchema)),
    prices: Type.Array(
      Type.Object({
        startDate: Type.String({ format: 'date' }),
        endDate: Type.String({ format: 'date', description: 'Dahil' }),
        dailyPriceMinor: Type.Integer(),
        currency: CurrencySchema,
        minDays: Type.Integer(),
      }),
    ),
    cancellationPolicy: ref(AppliedPolicySchema),
    extras: Type.Array(PublicExtraSchema, { description: 'Ücretli ekstralar: zorunlular önce, sonra ofisin sırası' }),
    rating: RatingSchema,
    reviews: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        rating: Type.Integer(),
        text: Type.String(),
        language: LanguageSchema,
        createdAt: DateTime,
      }),
      { description: 'En yeni 20 onaylı yorum' },
    ),
  },
  { $id: 'BoatDetail', title: 'BoatDetail' },
);
export type BoatDetail = Static<typeof BoatDetailSchema>;

const SitemapBoatSchema = Type.Object({
  slug: Type.String(),
  updatedAt: DateTime,
  thumbnail: Nullable(Type.String({ description: 'İlk görselin küçük sürümünün adresi' })),
  images: Type.Array(Type.String(), {
    description: 'Teknenin bütün görsellerinin büyük sürümlerinin adresleri, sırasıyla',
  }),
});
export type SitemapBoat = Static<typeof SitemapBoatSchema>;

export const BoatPagesResponseSchema = Content(
  Type.Array(SitemapBoatSchema, { description: 'Aktif teknelerin sayfaları' }),
);

export const SlugParams = Type.Object({ slug: SlugParam('Tekne adres parçası') });
export const BoatDetailResponseSchema = Content(ref(BoatDetailSchema));
