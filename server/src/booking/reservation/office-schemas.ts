import { Type, type Static } from 'typebox';
import { DateInput, DateTime, CountedPage, PageQuery, ref, MAX_INT, withExample } from '../../common/schemas.js';
import { DisplayCurrencySchema, ChosenExtrasSchema, NotifyCustomer, ReservationSchema } from './schemas.js';

// The office's reservation list, its booking form and quote, the changes it makes, the audit trail, the bulk cancellation.

export const ExtrasBodySchema = withExample(
  Type.Object({
    extras: ChosenExtrasSchema,
    notify: NotifyCustomer('yeni koşullar, tarihler ve tutarlar gider'),
    expectedVersion: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Ekranın gördüğü sürüm; farklıysa 409' }),
    ),
  }),
  { extras: [{ extraId: 3, quantity: 1 }], expectedVersion: 4 },
);

export type ExtrasBody = Static<typeof ExtrasBodySchema>;

export const ReservationListQuerySchema = Type.Object({
  ...PageQuery(100),
  order: Type.Optional(
    Type.Union(
      [Type.Literal('newest'), Type.Literal('oldest'), Type.Literal('start_asc'), Type.Literal('start_desc')],
      {
        description: 'Sıralama (varsayılan newest: en son oluşturulan önce)',
      },
    ),
  ),
  oldrez: Type.Optional(Type.Boolean({ description: 'true: dönüşü geçmiş eski rezervasyonlar; verilmezse hepsi' })),
  status: Type.Optional(
    Type.Union([
      Type.Literal('option'),
      Type.Literal('confirmed'),
      Type.Literal('cancelled'),
      Type.Literal('completed'),
    ]),
  ),
  boat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
  partner_id: Type.Optional(Type.String({ format: 'uuid', description: 'Yalnızca bu iş ortağının rezervasyonları' })),
  reservation_id: Type.Optional(Type.String({ maxLength: 64, description: 'Rezervasyon numarası veya kimliği' })),
  customer_name: Type.Optional(
    Type.String({
      maxLength: 120,
      description:
        'Müşteri adının bir parçası; Türkçe harfler ve büyük/küçük harf ayrımı gözetilmez ("sule" "Şule"yi bulur)',
    }),
  ),
});

export type ReservationListQuery = Static<typeof ReservationListQuerySchema>;

/** What the office's booking prices: the boat, the days, the guests (per-person extras) and the extras chosen. */
const OfficeStay = {
  boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
  start: DateInput('Biniş günü'),
  end: DateInput('Dönüş günü'),
  guests: Type.Integer({ minimum: 1, maximum: 500 }),
  currency: Type.Optional(DisplayCurrencySchema),
  extras: Type.Optional(ChosenExtrasSchema),
};

export const OfficeQuoteBodySchema = withExample(Type.Object(OfficeStay), {
  boat_id: 12,
  start: '2027-08-02',
  end: '2027-08-09',
  guests: 4,
  currency: 'EURO',
  extras: [{ extraId: 3, quantity: 2 }],
});

export type OfficeQuoteBody = Static<typeof OfficeQuoteBodySchema>;

export const OfficeReservationBodySchema = withExample(
  Type.Object({
    ...OfficeStay,
    customer: Type.Object({
      name: Type.String({ minLength: 2, maxLength: 120 }),
      email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
      phone: Type.Optional(Type.String({ minLength: 7, maxLength: 30, pattern: '^[0-9+() -]+$' })),
    }),
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    channel: Type.Optional(Type.Union([Type.Literal('office'), Type.Literal('platform')], { default: 'office' })),
    platformRef: Type.Optional(
      Type.String({ minLength: 1, maxLength: 120, description: 'Diğer platformdaki rezervasyon numarası' }),
    ),
    confirm: Type.Optional(Type.Boolean({ description: 'true: opsiyon yerine doğrudan onaylı' })),
    optionHours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720 })),
  }),
  {
    boat_id: 12,
    start: '2027-08-02',
    end: '2027-08-09',
    guests: 4,
    currency: 'EURO',
    customer: { name: 'Mehmet Kaya', email: 'mehmet@example.com', phone: '+90 533 111 22 33' },
    channel: 'platform',
    platformRef: 'CB-2027-4411',
    confirm: true,
    extras: [{ extraId: 3, quantity: 2 }],
  },
);

export type OfficeReservationBody = Static<typeof OfficeReservationBodySchema>;

export const UpdateReservationBodySchema = withExample(
  Type.Object({
    expectedVersion: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Okunan sürüm; arada değiştiyse 409' }),
    ),
    start: Type.Optional(DateInput('Yeni biniş günü (end ile birlikte)')),
    end: Type.Optional(DateInput('Yeni dönüş günü (start ile birlikte)')),
    guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    note: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    platformRef: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 120 }), Type.Null()])),
    customer: Type.Optional(
      Type.Object({
        name: Type.String({ minLength: 2, maxLength: 120 }),
        email: Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()]),
        phone: Type.Union([Type.String({ minLength: 7, maxLength: 30, pattern: '^[0-9+() -]+$' }), Type.Null()]),
      }),
    ),
    status: Type.Optional(
      Type.Union([Type.Literal('confirmed'), Type.Literal('cancelled'), Type.Literal('completed')]),
    ),
    cancelReason: Type.Optional(
      Type.Union([Type.Literal('customer'), Type.Literal('office'), Type.Literal('owner'), Type.Literal('other')]),
    ),
    cancelNote: Type.Optional(Type.String({ maxLength: 1000 })),
    refundOverride: Type.Optional(
      Type.Object(
        {
          amount: Type.Integer({ minimum: 0, maximum: 100_000_000_000, description: 'İade tutarı (kuruş/sent)' }),
          reason: Type.String({ minLength: 1, maxLength: 500, description: 'Hesaplanandan farklı iadenin nedeni' }),
        },
        { description: 'İptalde ofisin, politikanın hesapladığından farklı iade kararı' },
      ),
    ),
    notify: NotifyCustomer(
      'tarih değişikliğinde veya fiyatı değiştiren misafir değişikliğinde yeni koşullar, iptalde iade tutarıyla iptal bildirimi gider',
    ),
  }),
  { expectedVersion: 3, start: '2027-08-03', end: '2027-08-10', guests: 5, note: 'Bir gün ileri alındı.' },
);

export type UpdateReservationBody = Static<typeof UpdateReservationBodySchema>;

export const AuditEntrySchema = Type.Object({
  position: Type.Integer(),
  version: Type.Integer(),
  type: Type.String(),
  title: Type.String({ description: 'Türkçe açıklama' }),
  data: Type.Record(Type.String(), Type.Unknown()),
  actor: Type.Object({
    kind: Type.String(),
    id: Type.Union([Type.Integer(), Type.Null()]),
    role: Type.Union([Type.String(), Type.Null()]),
    name: Type.String(),
  }),
  requestId: Type.Union([Type.String(), Type.Null()]),
  at: DateTime,
});

export const ReservationPageSchema = CountedPage(ref(ReservationSchema), {
  total:
    'Süzgece uyan rezervasyon sayısı; totalExact false ise bundan fazla (sayfanın ötesinde 10 000’in, müşteri adıyla 1 000’in katına kadar sayılır)',
  more: 'daha fazla rezervasyon var',
});

export const CancelClientOptionsBodySchema = withExample(
  Type.Object({
    fingerprint: Type.String({ pattern: '^[A-Za-z0-9_-]{16}$', description: 'Rezervasyonda görünen istemci özeti' }),
    note: Type.String({ minLength: 3, maxLength: 500, description: 'Neden (işlem geçmişine yazılır)' }),
  }),
  { fingerprint: 'a1B2c3D4e5F6g7H8', note: 'Aynı adresten gelen toplu sahte opsiyonlar' },
);

export type CancelClientOptionsBody = Static<typeof CancelClientOptionsBodySchema>;

export const CancelClientOptionsResultSchema = Type.Object({
  content: Type.Object({
    cancelled: Type.Integer({ minimum: 0, description: 'İptal edilen opsiyon sayısı' }),
    references: Type.Array(Type.String(), { description: 'İptal edilen rezervasyonların numaraları' }),
  }),
});
