import { Type, type Static } from 'typebox';
import { Content, CountedPage, DateInput, ref, MAX_INT } from '../common/schemas.js';
import { MoneySchema, RatingSchema } from '../boats/public-schemas.js';
const NameEn = Type.Union([Type.String(), Type.Null()], { description: 'İngilizce adı; yoksa null' });

export const SearchOrderSchema = Type.Union(
  [
    Type.Literal('boat_desc'),
    Type.Literal('boat_asc'),
    Type.Literal('price_asc'),
    Type.Literal('price_desc'),
    Type.Literal('popular'),
  ],
  { default: 'boat_desc', description: 'boat_desc (en yeni), boat_asc, price_asc, price_desc veya popular' },
);
export type SearchOrder = Static<typeof SearchOrderSchema>;

export const DisplayCurrencySchema = Type.Union(
  [Type.Literal('TL'), Type.Literal('DOLLAR'), Type.Literal('EURO'), Type.Literal('POUND')],
  { default: 'TL', description: 'Fiyat süzgecinin ve gösterilen fiyatın para birimi' },
);

const Min = (description: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description }));
const Length = (description: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 1000, description }));
const Amount = (description: string) => Type.Optional(Type.Integer({ minimum: 0, maximum: 1e12, description }));

export const SearchQuerySchema = Type.Object({
  skip: Type.Integer({ minimum: 0, default: 0, description: 'Atlanacak kayıt sayısı' }),
  take: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Sayfa boyutu (varsayılan 20)' }),
  order: Type.Optional(SearchOrderSchema),
  regions: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Marina / bölge numarası' })),
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne tipi numarası' })),
  guests: Min('En az misafir sayısı'),
  cabins: Min('En az kabin sayısı'),
  length_min: Length('En kısa boy (m)'),
  length_max: Length('En uzun boy (m)'),
  price_min: Amount('En düşük fiyat, seçilen para biriminde tam sayı (kiralıkta günlük, satılıkta satış fiyatı)'),
  price_max: Amount('En yüksek fiyat, seçilen para biriminde tam sayı'),
  currency: Type.Optional(DisplayCurrencySchema),
  from: Type.Optional(DateInput('Biniş günü')),
  to: Type.Optional(DateInput('İniş günü, bu gün dahil değil')),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const SearchItemSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    thumbnail: Nullable(Type.String()),
    typeName: Type.String(),
    typeNameEn: NameEn,
    marinaId: Type.Integer(),
    marinaName: Type.String(),
    marinaNameEn: NameEn,
    lengthM: Type.Number(),
    guestsDay: Type.Integer(),
    guestsNight: Type.Integer(),
    cabins: Type.Integer(),
    lowestDailyPrice: Nullable(ref(MoneySchema)),
    salePrice: Nullable(ref(MoneySchema)),
    price: Nullable(ref(MoneySchema)),
    popular: Type.Boolean(),
    boatOfMonth: Type.Boolean(),
    rating: RatingSchema,
  },
  {
    $id: 'SearchItem',
    title: 'SearchItem',
    description: 'price: kiralıkta en düşük günlük fiyat, satılıkta satış fiyatı; seçilen para birimine çevrilmiş',
  },
);
export type SearchItem = Static<typeof SearchItemSchema>;

export const SearchPageSchema = CountedPage(ref(SearchItemSchema), {
  total: 'Süzgece uyan tekne sayısı; totalExact false ise en az bu kadar (sayfanın 100 kayıt ötesine kadar sayılır)',
  more: 'daha fazla tekne var',
});
export type SearchPage = Static<typeof SearchPageSchema>;

export const TypeaheadQuerySchema = Type.Object({
  searchString: Type.String({
    maxLength: 100,
    default: '',
    description: 'Aranan metin; Türkçe harf ve büyük/küçük harf duyarsız',
  }),
});
export const TypeaheadResponseSchema = Content(
  Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), thumbnail: Nullable(Type.String()) }), {
    maxItems: 10,
  }),
);

const Option = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: NameEn,
  count: Type.Integer({ description: 'Aktif tekne sayısı' }),
});
export const BoatOptionsResponseSchema = Content(
  Type.Object({
    marinas: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        nameEn: NameEn,
        kind: Type.String(),
        popular: Type.Boolean(),
        count: Type.Integer(),
      }),
    ),
    boatTypes: Type.Array(Option),
    maxGuests: Type.Integer(),
    maxCabins: Type.Integer(),
    lengthMin: Type.Number(),
    lengthMax: Type.Number(),
    currencies: Type.Array(Type.String()),
    orders: Type.Array(Type.String()),
  }),
);
export type BoatOptions = Static<typeof BoatOptionsResponseSchema>['content'];
