import { Type, type Static } from 'typebox';
import { CancellationPolicySchema } from '../../common/cancellation-policy-schemas.js';
import { Content, DateTime, Page, PageQuery, ref, MAX_INT, Name, withExample } from '../../common/schemas.js';

export const CurrencySchema = Type.Union(
  [Type.Literal('TRY'), Type.Literal('USD'), Type.Literal('EUR'), Type.Literal('GBP')],
  { description: 'ISO para birimi: TRY, USD, EUR veya GBP' },
);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const BoatSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String({ description: 'Türkçe karakterlerden arındırılmış, benzersiz adres parçası' }),
    boatTypeId: Type.Integer(),
    boatTypeName: Type.String(),
    marinaId: Type.Integer(),
    marinaName: Type.String(),
    ownerId: Type.Integer(),
    ownerName: Type.String(),
    lengthM: Type.Number({ description: 'Boy (metre)' }),
    year: Nullable(Type.Integer()),
    guestsDay: Type.Integer({ description: 'Günlük tur misafir kapasitesi' }),
    guestsNight: Type.Integer({ description: 'Konaklamalı misafir kapasitesi' }),
    cabins: Type.Integer(),
    bathrooms: Type.Integer(),
    crew: Type.Integer(),
    captainIncluded: Type.Boolean({ description: 'true: kaptanlı, false: kaptansız (bareboat)' }),
    description: Type.String({ description: 'Temizlenmiş HTML' }),
    equipment: Type.Array(Type.String()),
    rules: Type.String(),
    descriptionEn: Nullable(Type.String({ description: 'İngilizce açıklama (temizlenmiş HTML); yoksa null' })),
    equipmentEn: Nullable(Type.Array(Type.String(), { description: 'İngilizce donanım listesi; yoksa null' })),
    rulesEn: Nullable(Type.String({ description: 'İngilizce kurallar; yoksa null' })),
    thumbnail: Nullable(Type.String({ description: 'İlk görselin küçük sürümünün adresi' })),
    forRent: Type.Boolean(),
    forSale: Type.Boolean(),
    salePriceMinor: Nullable(Type.Integer({ description: 'Satış fiyatı, kuruş/sent' })),
    saleCurrency: Nullable(CurrencySchema),
    popular: Type.Boolean(),
    boatOfMonth: Type.Boolean(),
    active: Type.Boolean(),
    displayOrder: Type.Integer(),
    icalUrl: Nullable(Type.String()),
    icalToken: Nullable(
      Type.String({
        description:
          'Takvim (iCal) dışa aktarma adresinin gizli anahtarı; yenilemek için POST /v1/admin/boats/ical-token/{id}',
      }),
    ),
    icalLastSyncAt: Nullable(Type.String({ format: 'date-time', description: 'iCal adresinin son okunduğu zaman' })),
    icalLastError: Nullable(Type.String({ description: 'Son iCal eşitlemesinin hatası (başarılıysa boş)' })),
    cancellationPolicy: Nullable(ref(CancellationPolicySchema)),
    registryNumber: Nullable(
      Type.String({ description: 'Bağlama kütüğü / ruhsatname numarası (sözleşmede); yoksa null' }),
    ),
    tourismLicenceNumber: Nullable(
      Type.String({ description: 'Turizm işletme belgesi numarası (sözleşmede); yoksa null' }),
    ),
    flag: Nullable(Type.String({ description: 'Bayrağı (sözleşmede), ör. Türk; yoksa null' })),
    portOfRegistry: Nullable(Type.String({ description: 'Bağlama limanı (sözleşmede); yoksa null' })),
    balanceOnBoard: Type.Boolean({
      description:
        'true: kalan ödeme biniş günü teknede alınır (hatırlatma gönderilmez); false: binişten önce havaleyle',
    }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Boat', title: 'Boat' },
);
export type Boat = Static<typeof BoatSchema>;

/** A line of the boat's papers for the charter contract: verilmezse değişmez, null veya boş: yok. */
const Paper = (description: string) =>
  Type.String({ maxLength: 100, description: `${description}; verilmezse değişmez, null veya boş: yok` });

const Count = (description: string) => Type.Integer({ minimum: 0, maximum: 500, description });

export const BoatBodySchema = withExample(
  Type.Object({
    name: Name(120, 'Tekne adı'),
    boatTypeId: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    marinaId: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    ownerId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_INT,
        description: 'Sahip (OWNER). Yönetici için zorunlu; tekne sahibi yalnızca kendisini verebilir',
      }),
    ),
    lengthM: Type.Number({
      minimum: 0.01,
      maximum: 999.99,
      multipleOf: 0.01,
      description: 'Boy (metre, en fazla 2 ondalık; veritabanında numeric(5,2))',
    }),
    year: Type.Optional(Nullable(Type.Integer({ minimum: 1900, maximum: 2100 }))),
    guestsDay: Count('Günlük misafir kapasitesi'),
    guestsNight: Type.Optional(Count('Konaklamalı misafir kapasitesi')),
    cabins: Type.Optional(Count('Kabin')),
    bathrooms: Type.Optional(Count('Banyo')),
    crew: Type.Optional(Count('Mürettebat')),
    captainIncluded: Type.Optional(Type.Boolean({ default: true })),
    description: Type.Optional(
      Type.String({ maxLength: 50_000, description: 'HTML; izin verilmeyen etiketler temizlenir' }),
    ),
    equipment: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: 100 })),
    rules: Type.Optional(Type.String({ maxLength: 5000 })),
    descriptionEn: Type.Optional(
      Nullable(
        Type.String({ maxLength: 50_000, description: 'İngilizce açıklama; verilmezse değişmez, null: çevrilmemiş' }),
      ),
    ),
    equipmentEn: Type.Optional(
      Nullable(
        Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: 100, description: 'İngilizce donanım' }),
      ),
    ),
    rulesEn: Type.Optional(Nullable(Type.String({ maxLength: 5000, description: 'İngilizce kurallar' }))),
    forRent: Type.Optional(Type.Boolean()),
    forSale: Type.Optional(Type.Boolean()),
    salePriceMinor: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, maximum: 1e15, description: 'Satış fiyatı, kuruş/sent' })),
    ),
    saleCurrency: Type.Optional(Nullable(CurrencySchema)),
    active: Type.Optional(Type.Boolean()),
    icalUrl: Type.Optional(Nullable(Type.String({ maxLength: 2000, pattern: '^(https?|webcal)://[^\\s]+$' }))),
    registryNumber: Type.Optional(Nullable(Paper('Bağlama kütüğü / ruhsatname numarası'))),
    tourismLicenceNumber: Type.Optional(Nullable(Paper('Turizm işletme belgesi numarası'))),
    flag: Type.Optional(Nullable(Paper('Bayrağı'))),
    portOfRegistry: Type.Optional(Nullable(Paper('Bağlama limanı'))),
    balanceOnBoard: Type.Optional(
      Type.Boolean({ description: 'Kalan ödeme teknede alınır; verilmezse değişmez (yeni teknede false)' }),
    ),
  }),
  {
    name: 'Mavi Rüya',
    boatTypeId: 2,
    marinaId: 3,
    ownerId: 7,
    lengthM: 24.5,
    year: 2015,
    guestsDay: 20,
    guestsNight: 10,
    cabins: 5,
    bathrooms: 5,
    crew: 4,
    captainIncluded: true,
    description: '<p>Geniş güvertesi ve beş kabiniyle aileler için ideal bir gulet.</p>',
    equipment: ['Klima', 'Jeneratör', 'Şnorkel takımı'],
    rules: 'Teknede sigara içilmez.',
    forRent: true,
    forSale: false,
    salePriceMinor: null,
    saleCurrency: null,
    active: true,
    icalUrl: null,
  },
);
export type BoatBody = Static<typeof BoatBodySchema>;

export const AdminBoatOrderSchema = Type.Union(
  [Type.Literal('boat_desc'), Type.Literal('boat_asc'), Type.Literal('order'), Type.Literal('name')],
  { description: 'boat_desc (en yeni), boat_asc, order (görüntüleme sırası) veya name', default: 'boat_desc' },
);

export const BoatListQuerySchema = Type.Object({
  ...PageQuery(20),
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' })),
  popular: Type.Optional(Type.Boolean()),
  order: Type.Optional(AdminBoatOrderSchema),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Adda veya adres parçasında (slug) arar; adda Türkçe harfler ve büyük/küçük harf ayrımı gözetilmez ("ruzgar" "Rüzgârgülü"nü bulur)',
    }),
  ),
});
export type BoatListQuery = Static<typeof BoatListQuerySchema>;

export const BoatOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
export type BoatOption = Static<typeof BoatOptionSchema>;

const BoatIdField = Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' });
export const BoatFlagBodySchema = withExample(
  Type.Object({
    boat_id: BoatIdField,
    value: Type.Optional(Type.Boolean({ description: 'Verilmezse mevcut değer tersine çevrilir' })),
  }),
  { boat_id: 12, value: true },
);
export const BoatOrderBodySchema = withExample(
  Type.Object({ boat_id: BoatIdField, order: Type.Integer({ minimum: -100000, maximum: 100000 }) }),
  { boat_id: 12, order: 3 },
);
export const BoatIdBodySchema = withExample(Type.Object({ boat_id: BoatIdField }), { boat_id: 12 });

export const BoatResponseSchema = Content(ref(BoatSchema));
export const BoatPageSchema = Page(ref(BoatSchema));
export const BoatOptionsSchema = Content(Type.Array(BoatOptionSchema));

export const BoatPolicyBodySchema = withExample(
  Type.Object({
    policy: Nullable(ref(CancellationPolicySchema)),
  }),
  { policy: { preset: 'moderate' } },
);
