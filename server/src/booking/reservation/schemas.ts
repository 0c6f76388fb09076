import { Type, type Static } from 'typebox';
import { AppliedPolicySchema, CancellationPolicySchema } from '../../common/cancellation-policy-schemas.js';
import {
  Content,
  DateInput,
  DateTime,
  IDEMPOTENCY_KEY_PATTERN,
  CountedPage,
  Page,
  PageQuery,
  ref,
  MAX_INT,
  withExample,
} from '../../common/schemas.js';
import { LanguageSchema } from '../../common/language.js';

export const DateOnly = (description: string) => Type.String({ format: 'date', description });
export const UuidParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'Kayıt kimliği (UUID)' }) });

const IsoCurrency = Type.Union([Type.Literal('TRY'), Type.Literal('USD'), Type.Literal('EUR'), Type.Literal('GBP')]);
export const DisplayCurrencySchema = Type.Union(
  [Type.Literal('TL'), Type.Literal('DOLLAR'), Type.Literal('EURO'), Type.Literal('POUND')],
  {
    description: 'Sitenin para birimi seçimi',
  },
);

const MoneyObject = Type.Object({ amount: Type.Integer(), currency: IsoCurrency });

export const ExtraLineSchema = Type.Object(
  {
    extraId: Type.Integer(),
    name: Type.String(),
    nameEn: Type.Union([Type.String(), Type.Null()]),
    unit: Type.Union(
      [Type.Literal('booking'), Type.Literal('day'), Type.Literal('person'), Type.Literal('person_day')],
      {
        description:
          'booking: rezervasyon başına, day: gün başına, person: kişi başına, person_day: kişi başına günlük',
      },
    ),
    mandatory: Type.Boolean(),
    quantity: Type.Integer(),
    count: Type.Integer({ description: 'Birimin çarpanı: 1, gün, kişi veya kişi × gün' }),
    unitPrice: MoneyObject,
    subtotal: MoneyObject,
  },
  { $id: 'ExtraLine', title: 'ExtraLine' },
);

/** Optional extras chosen with how many (mandatory ones are added whatever is sent). */
export const ChosenExtrasSchema = Type.Array(
  Type.Object({
    extraId: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Ekstra numarası' }),
    quantity: Type.Integer({ minimum: 1, maximum: 100, description: 'Adet' }),
  }),
  { maxItems: 50, description: 'Seçilen ekstralar ve adetleri; zorunlu ekstralar her zaman eklenir' },
);

const TermsBankSchema = Type.Object({
  name: Type.String(),
  branch: Type.String(),
  accountHolder: Type.String(),
  iban: Type.String(),
  currency: IsoCurrency,
});

/** A booking's terms (`booking/terms.ts`): decided once with the booking, read by every surface. */
export const TermsSchema = Type.Object(
  {
    contract: Type.Object(
      { currency: IsoCurrency, total: Type.Integer(), deposit: Type.Integer(), balance: Type.Integer() },
      {
        description: 'Sözleşme para birimi (teknenin fiyat para birimi) ve sözleşmenin bağladığı tutarlar, kuruş/cent',
      },
    ),
    payment: Type.Object(
      { currency: IsoCurrency, deposit: Type.Integer(), balance: Type.Integer() },
      {
        description:
          'Ödeme para birimi (ziyaretçinin seçtiği, ofisin o para biriminde hesabı varsa); ön ödeme rezervasyon anındaki kurla sabit; kalan rezervasyon günündeki kurla (kur kuralı "fixed" ise ödenecek tutar, değilse yalnızca o günkü karşılığı)',
      },
    ),
    requestedCurrency: Type.Union(
      [Type.Literal('TRY'), Type.Literal('USD'), Type.Literal('EUR'), Type.Literal('GBP')],
      { description: 'Ziyaretçinin (veya ofisin) seçtiği para birimi' },
    ),
    balance: Type.Object({
      dueOn: DateOnly('Kalanın son günü (teknede ödenecekse biniş günü)'),
      onBoard: Type.Boolean({ description: 'Kalan biniş günü teknede ödenir' }),
      rate: Type.Union([Type.Literal('day_of_payment'), Type.Literal('fixed')], {
        description: 'Başka para biriminde ödenen kalanın kuru: ödeme günündeki ofis kuru veya rezervasyon günü kuru',
      }),
    }),
    policy: ref(CancellationPolicySchema),
    banks: Type.Array(TermsBankSchema, { description: 'Ödeme para birimindeki banka hesapları' }),
    rates: Type.Object({ USD: Type.String(), EUR: Type.String(), GBP: Type.String() }),
  },
  { $id: 'BookingTerms', title: 'BookingTerms' },
);

/** The terms as sentences, in one language: what every surface prints. */
export const TermsStatementSchema = Type.Object(
  {
    deposit: Type.String({ description: 'Ön ödeme: ödeme para biriminde, farklıysa sözleşme tutarıyla' }),
    depositDueBy: Type.String({ description: 'Ön ödemenin son anı, Türkiye saatiyle' }),
    balance: Type.String({ description: 'Kalanın nasıl, ne zaman ve hangi para biriminde ödeneceği' }),
  },
  { $id: 'TermsStatement', title: 'TermsStatement' },
);

export const QuoteSchema = Type.Object(
  {
    start: DateOnly('Biniş günü'),
    end: DateOnly('Dönüş günü (dahil değil)'),
    days: Type.Integer(),
    currency: IsoCurrency,
    total: Type.Integer({ description: 'Toplam, kuruş/sent' }),
    deposit: Type.Integer({ description: 'Şimdi ödenecek %20 ön ödeme' }),
    balance: Type.Integer({ description: 'Kalan bakiye' }),
    lines: Type.Array(
      Type.Object({
        periodId: Type.Integer(),
        from: DateOnly('Dönem içindeki ilk gün'),
        to: DateOnly('Dönem içindeki son günden sonraki gün'),
        days: Type.Integer(),
        dailyPrice: Type.Object({ amount: Type.Integer(), currency: IsoCurrency }),
        subtotal: Type.Object({ amount: Type.Integer(), currency: IsoCurrency }),
      }),
    ),
    extras: Type.Array(ref(ExtraLineSchema), { description: 'Fiyata eklenen ekstralar (toplam bunları içerir)' }),
    display: Type.Object({
      currency: IsoCurrency,
      total: Type.Integer(),
      deposit: Type.Integer(),
      balance: Type.Integer(),
    }),
    rates: Type.Object(
      { USD: Type.String(), EUR: Type.String(), GBP: Type.String() },
      { description: 'Kullanılan kurlar (1 birim = TL)' },
    ),
    // The terms a booking of this quote would get: the payment currency (the contract's when the office has
    // no account in the chosen one), the deposit, the balance's terms.
    terms: Type.Optional(ref(TermsSchema)),
    statement: Type.Optional(ref(TermsStatementSchema)),
  },
  { $id: 'Quote', title: 'Quote' },
);

export const RangeQuerySchema = Type.Object({
  from: DateInput('Başlangıç'),
  to: DateInput('Bitiş (dahil değil)'),
});

export const AvailabilitySchema = Content(
  Type.Object({
    from: Type.String(),
    to: Type.String(),
    occupied: Type.Array(Type.Object({ start: Type.String(), end: Type.String({ description: 'Dahil değil' }) })),
  }),
);

export const QuoteBodySchema = withExample(
  Type.Object({
    start: DateInput('Biniş günü'),
    end: DateInput('Dönüş günü'),
    currency: Type.Optional(DisplayCurrencySchema),
    guests: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 500, description: 'Kişi başı ekstralar için (yoksa 1)' }),
    ),
    extras: Type.Optional(ChosenExtrasSchema),
    // The terms' sentences (`statement`) are written in it (Turkish when absent).
    language: Type.Optional(LanguageSchema),
  }),
  { start: '2027-07-05', end: '2027-07-12', currency: 'EURO', guests: 6, extras: [{ extraId: 3, quantity: 1 }] },
);
export type QuoteBody = Static<typeof QuoteBodySchema>;

const CustomerInput = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 120, description: 'Ad soyad' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Type.String({ minLength: 7, maxLength: 30, pattern: '^[0-9+() -]+$' }),
});

export const BookingBodySchema = withExample(
  Type.Object({
    boatSlug: Type.String({ minLength: 1, maxLength: 160 }),
    start: DateInput('Biniş günü'),
    end: DateInput('Dönüş günü'),
    guests: Type.Integer({ minimum: 1, maximum: 500 }),
    currency: Type.Optional(DisplayCurrencySchema),
    language: Type.Optional(LanguageSchema),
    customer: CustomerInput,
    note: Type.Optional(Type.String({ maxLength: 2000 })),
    extras: Type.Optional(ChosenExtrasSchema),
  }),
  {
    boatSlug: 'mavi-ruya',
    start: '2027-07-05',
    end: '2027-07-12',
    guests: 6,
    currency: 'EURO',
    customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 000 00 00' },
    note: 'Vejetaryen menü rica ediyoruz.',
  },
);
export type BookingBody = Static<typeof BookingBodySchema>;

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'Aynı isteğin tekrarı aynı rezervasyonu döndürür (8-128 karakter: harf, rakam, - _ .)',
    }),
  ),
});

/**
 * The office's "müşteriye bildir" box on an action that changes the customer's booking (issue 34): on
 * unless sent false; the event records the choice (`customerNotified`), the mail reactor sends `what`.
 */
const NotifyCustomer = (what: string) =>
  Type.Optional(
    Type.Boolean({
      default: true,
      description: `Müşteriye e-postayla bildirilsin mi (varsayılan true: ${what}); false: e-posta gitmez, işlem geçmişinde "müşteriye bildirilmedi" yazar`,
    }),
  );

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

export const RefundSchema = Type.Object({
  amount: Type.Integer({ description: 'İade borcu (kuruş/sent)' }),
  currency: IsoCurrency,
  paid: Type.Integer({ description: 'İptal anında ödenmiş tutar' }),
  percent: Type.Integer({ description: 'Politikanın iade oranı' }),
  daysBefore: Type.Integer({ description: 'İptal binişten kaç gün önce' }),
  policy: ref(CancellationPolicySchema),
  rule: Type.String({ description: 'Uygulanan kural' }),
  computed: Type.Integer({ description: 'Politikanın hesapladığı tutar' }),
  override: Type.Union([Type.Object({ reason: Type.String() }), Type.Null()], {
    description: 'Ofis farklı tutar verdiyse nedeni',
  }),
});

export const RefundBodySchema = withExample(
  Type.Object({
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000, description: 'Ödenen iade (kuruş/sent)' }),
    currency: IsoCurrency,
    method: Type.Union([Type.Literal('bank_transfer'), Type.Literal('card'), Type.Literal('cash')]),
    reference: Type.Optional(Type.String({ maxLength: 120, description: 'Dekont / EFT açıklaması' })),
    paidOn: DateInput('İadenin ödendiği gün'),
    notify: NotifyCustomer('iade bildirimi gider'),
  }),
  { amount: 42000, currency: 'EUR', method: 'bank_transfer', reference: 'İade EFT 2027-0520', paidOn: '2027-05-20' },
);
export type RefundBody = Static<typeof RefundBodySchema>;

export const RefundQuoteSchema = Content(
  Type.Object({
    owes: Type.Boolean({ description: 'false: ödemesi olmayan opsiyon, iptal iade doğurmaz' }),
    applied: ref(AppliedPolicySchema),
    amount: Type.Integer(),
    currency: IsoCurrency,
    paid: Type.Integer(),
    percent: Type.Integer(),
    daysBefore: Type.Integer(),
    rule: Type.String(),
  }),
);

export const CancellationRequestSchema = Type.Object({
  requestedAt: DateTime,
  refund: Type.Object(
    {
      amount: Type.Integer({ description: 'Talep anında politikaya göre iade (kuruş/sent)' }),
      currency: IsoCurrency,
      paid: Type.Integer(),
      percent: Type.Integer(),
      daysBefore: Type.Integer(),
      rule: Type.String(),
    },
    { description: 'Talep anında teknenin iptal politikasına göre hesaplanan iade' },
  ),
});

export const ExternalConflictSchema = Type.Object(
  {
    source: Type.Literal('ical', { description: 'Nereden: teknenin iCal takvimi (başka bir platform)' }),
    start: DateOnly('Diğer platformdaki kaydın ilk günü'),
    end: DateOnly('Diğer platformdaki kaydın bitişi (çıkış günü, dahil değil)'),
    uid: Type.Union([Type.String(), Type.Null()], { description: 'Kaydın iCal UID değeri' }),
    summary: Type.Union([Type.String(), Type.Null()], {
      description: 'Kaydın başlığı; kişisel veri taşıyabileceği için iCal içe aktarımı yazmaz (null)',
    }),
    foundAt: DateTime,
  },
  { $id: 'ExternalConflict', title: 'ExternalConflict' },
);

export const ReservationSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    reference: Type.String({ description: 'Rezervasyon numarası' }),
    boat: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
    customer: Type.Object({
      id: Type.String(),
      name: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
      erased: Type.Boolean(),
    }),
    status: Type.Union([
      Type.Literal('option'),
      Type.Literal('confirmed'),
      Type.Literal('cancelled'),
      Type.Literal('completed'),
    ]),
    start: Type.String(),
    end: Type.String(),
    days: Type.Integer(),
    guests: Type.Integer(),
    currency: IsoCurrency,
    total: Type.Integer(),
    deposit: Type.Integer(),
    paid: Type.Integer(),
    balance: Type.Integer(),
    displayCurrency: IsoCurrency,
    displayTotal: Type.Integer(),
    language: LanguageSchema,
    icalUnchecked: Type.Union([Type.String(), Type.Null()], {
      description:
        'Site rezervasyonundan hemen önce teknenin iCal adresi okunamadıysa nedeni ("iCal kontrol edilemedi": ofis diğer platformu elle kontrol etmeli); okunduysa veya iCal adresi yoksa null',
    }),
    optionUntil: DateTime,
    channel: Type.String(),
    clientFingerprint: Type.Union([Type.String(), Type.Null()], {
      description:
        'Site rezervasyonunu yapan istemci adresinin anahtarlı özeti (ham adres saklanmaz); ofis aynı kaynaktan gelen istekleri bununla görür',
    }),
    platformRef: Type.Union([Type.String(), Type.Null()]),
    note: Type.Union([Type.String(), Type.Null()]),
    cancelReason: Type.Union([Type.String(), Type.Null()]),
    refund: Type.Union([RefundSchema, Type.Null()], {
      description: 'İptalde teknenin iptal politikasına göre hesaplanan iade borcu (ödemesi olmayan opsiyonda yok)',
    }),
    refunded: Type.Integer({ description: 'Müşteriye ödenmiş iade toplamı' }),
    cancellationRequest: Type.Union([CancellationRequestSchema, Type.Null()], {
      description: 'Müşterinin rezervasyon sayfasından gönderdiği, ofisin yanıt beklediği iptal talebi',
    }),
    passengers: Type.Integer({ description: 'Müşterinin girdiği yolcu listesindeki kişi sayısı' }),
    balanceOverdueOn: Type.Union([DateOnly('Kalan ödemenin son günü'), Type.Null()], {
      description:
        'Kalan ödeme son gününde ödenmediyse o gün (günlük iş işaretler; tam ödeme, yeni tarihler veya iptal kaldırır); listede bunlar önce gelir',
    }),
    externalConflicts: Type.Array(ref(ExternalConflictSchema), {
      description:
        'Teknenin iCal takviminde (başka bir platform) bu rezervasyonun günlerine denk gelen kayıtlar: fazla rezervasyon, ofis çözmeli ("Takvim çakışması"). Eşitleme veya site rezervasyonundan önceki okuma bulur, her çakışma bir kez; iptal veya ofisin uyarıyı kaldırması boşaltır',
    }),
    extras: Type.Array(ref(ExtraLineSchema), { description: 'Rezervasyonun ekstraları (toplam bunları içerir)' }),
    terms: ref(TermsSchema),
    // The terms' sentences in Turkish (the office's screens).
    statement: ref(TermsStatementSchema),
    balanceDueOn: DateOnly('Kalanın son günü (koşullardan)'),
    balanceOutstanding: Type.Integer({ description: 'Kalandan henüz ödenmeyen, sözleşme para biriminde' }),
    balanceOverdue: Type.Boolean({
      description:
        'Onaylı rezervasyonun kalanı son günü geçtiği halde ödenmedi (okunduğu anda koşullardan ve ödemelerden)',
    }),
    canComplete: Type.Boolean({
      description:
        'Şimdi "tamamlandı" olarak işaretlenebilir mi: onaylı ve dönüş günü geldi (Türkiye saatiyle); değilse sunucu 409 döner',
    }),
    confirmedAt: Type.Union([DateTime, Type.Null()]),
    cancelledAt: Type.Union([DateTime, Type.Null()]),
    bankDetailsSentAt: Type.Union([DateTime, Type.Null()]),
    confirmationSentAt: Type.Union([DateTime, Type.Null()]),
    createdAt: DateTime,
    updatedAt: DateTime,
    version: Type.Integer({ description: 'Değişiklikte expectedVersion olarak gönderilebilir' }),
  },
  { $id: 'Reservation', title: 'Reservation' },
);
export type Reservation = Static<typeof ReservationSchema>;

export const PublicReservationSchema = Content(
  Type.Object({
    id: Type.String(),
    reference: Type.String(),
    status: Type.String(),
    start: Type.String(),
    end: Type.String(),
    guests: Type.Integer(),
    optionUntil: DateTime,
    quote: ref(QuoteSchema),
    terms: Type.Union([ref(TermsSchema), Type.Null()], {
      description: 'Rezervasyonun koşulları (onay ekranı bunları gösterir)',
    }),
    statement: Type.Union([ref(TermsStatementSchema), Type.Null()]),
  }),
);

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

export const PaymentBodySchema = withExample(
  Type.Object({
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000, description: 'Kuruş/sent' }),
    currency: IsoCurrency,
    method: Type.Union([Type.Literal('bank_transfer'), Type.Literal('card'), Type.Literal('cash')]),
    reference: Type.Optional(Type.String({ maxLength: 120, description: 'Dekont / EFT açıklaması' })),
    receivedOn: DateInput('Ödemenin alındığı gün'),
    confirm: Type.Optional(
      Type.Boolean({
        description:
          'Ödeme ön ödemeyi tamamlıyorsa opsiyon onaylansın mı (varsayılan true); false: onaylamadan kaydedilir',
      }),
    ),
    notify: NotifyCustomer(
      'opsiyonu onaylayan ön ödemede sözleşmeyle onay bildirimi, diğer ödemelerde ödeme makbuzu gider',
    ),
  }),
  { amount: 84000, currency: 'EUR', method: 'bank_transfer', reference: 'EFT 2027-0412', receivedOn: '2027-05-02' },
);
export type PaymentBody = Static<typeof PaymentBodySchema>;

export const ReservationIdBodySchema = withExample(
  Type.Object({ id: Type.String({ format: 'uuid', description: 'Rezervasyon kimliği' }) }),
  { id: '0b8f6c1e-3d5a-4f3b-9c2e-7a1d4e5f6a7b' },
);

export const TransactionSchema = Type.Object(
  {
    id: Type.String(),
    reservationId: Type.String(),
    reservationReference: Type.String(),
    boat: Type.Object({ id: Type.Integer(), name: Type.String() }),
    customerName: Type.String(),
    amount: Type.Integer({ description: 'Ödeme artı, müşteriye ödenen iade eksi tutar' }),
    kind: Type.Union([Type.Literal('payment'), Type.Literal('refund')]),
    currency: IsoCurrency,
    method: Type.String(),
    reference: Type.Union([Type.String(), Type.Null()]),
    receivedOn: Type.String(),
    recordedAt: DateTime,
    recordedBy: Type.String(),
  },
  { $id: 'Transaction', title: 'Transaction' },
);
export type Transaction = Static<typeof TransactionSchema>;

export const TransactionListQuerySchema = Type.Object({
  ...PageQuery(100),
  reservation_id: Type.Optional(Type.String({ format: 'uuid' })),
  boat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
});

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

/** How many boats a page of the occupancy holds, unless asked (at most `OCCUPANCY_MAX_BOATS`). */
export const OCCUPANCY_PAGE_BOATS = 100;
export const OCCUPANCY_MAX_BOATS = 500;

export const OccupancyQuerySchema = Type.Object({
  from: DateInput('Pencere başı'),
  to: DateInput('Pencere sonu (dahil değil)'),
  boat_id: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Yalnızca bu tekne' })),
  boat_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), {
      minItems: 1,
      maxItems: 50,
      description: 'Yalnızca bu tekneler (en fazla 50; `boat_ids=3&boat_ids=7`)',
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: OCCUPANCY_MAX_BOATS,
      default: OCCUPANCY_PAGE_BOATS,
      description: `Sayfadaki tekne sayısı (varsayılan ${OCCUPANCY_PAGE_BOATS}, en fazla ${OCCUPANCY_MAX_BOATS}); tekneler ada göre sıralı`,
    }),
  ),
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 400, description: 'Önceki sayfanın `nextCursor` değeri' }),
  ),
});
export const OccupancyItemSchema = Type.Object({
  boatId: Type.Integer(),
  boatName: Type.String(),
  start: Type.String(),
  end: Type.String({ description: 'Dahil değil' }),
  source: Type.String({ description: 'reservation, closing, availability, ical' }),
  status: Type.String(),
  ref: Type.String(),
  label: Type.String(),
});

export const OccupancyPageSchema = Type.Object({
  content: Type.Array(OccupancyItemSchema),
  total: Type.Integer({ minimum: 0, description: 'Bu sayfadaki dolu aralık sayısı' }),
  boats: Type.Integer({ minimum: 0, description: 'Bu sayfadaki tekne sayısı (aralığı olmayanlar dahil)' }),
  nextCursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Sonraki tekneler için `cursor`; son sayfada null',
  }),
});

export const ReservationResponseSchema = Content(ref(ReservationSchema));
export const ReservationPageSchema = CountedPage(ref(ReservationSchema), {
  total:
    'Süzgece uyan rezervasyon sayısı; totalExact false ise bundan fazla (sayfanın ötesinde 10 000’in, müşteri adıyla 1 000’in katına kadar sayılır)',
  more: 'daha fazla rezervasyon var',
});
export const TransactionPageSchema = Page(ref(TransactionSchema));

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

const Count = Type.Integer({ minimum: 0 });
const DayRangeSchema = Type.Object({
  ref: Type.String({ description: 'Rezervasyon kimliği' }),
  boatName: Type.String(),
  label: Type.String({ description: 'Rezervasyon numarası · müşteri adı' }),
  status: Type.String(),
});
/** A reservation on the home's balance lists: what is left of its balance and its last day. */
const BalanceDueItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  reference: Type.String(),
  boatName: Type.String(),
  customerName: Type.String(),
  dueOn: DateOnly('Kalan ödemenin son günü'),
  balance: Type.Integer({ description: 'Ödenmemiş tutar, kuruş/sent' }),
  currency: Type.String(),
});

export const HomeFiguresSchema = Content(
  Type.Object({
    today: DateOnly('Bugün (Türkiye saatiyle)'),
    counts: Type.Object(
      { option: Count, confirmed: Count, cancelled: Count, completed: Count },
      { description: 'Durumlarına göre bütün rezervasyonlar' },
    ),
    boats: Type.Integer({ minimum: 0, description: 'Tekne sayısı (etkin olmayanlar dahil)' }),
    departures: Type.Array(DayRangeSchema, { description: 'Bugün binişi olan rezervasyonlar' }),
    returns: Type.Array(DayRangeSchema, {
      description: 'Bugün dönüşü olan rezervasyonlar (bitiş günü dahil değil: tekne bugünden boş)',
    }),
    expiring: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        reference: Type.String(),
        boatName: Type.String(),
        customerName: Type.String(),
        optionUntil: DateTime,
      }),
      { description: 'Süresi 24 saat içinde dolacak opsiyonlar, en yakını önce' },
    ),
    overdue: Type.Array(BalanceDueItem, {
      description:
        'Kalan ödemesi gecikmiş onaylı rezervasyonlar (koşullardaki son gün geçmiş, okunduğu anda; en fazla 50), en eski son gün önce',
    }),
    balancesDue: Type.Array(BalanceDueItem, {
      description:
        'Kalan ödemesinin son günü bu hafta (bugün ve sonraki 6 gün) olan onaylı rezervasyonlar (en fazla 50), en yakın son gün önce',
    }),
    conflicts: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        reference: Type.String(),
        boatName: Type.String(),
        customerName: Type.String(),
        start: DateOnly('Biniş günü'),
        end: DateOnly('Dönüş günü'),
        conflicts: Type.Array(ref(ExternalConflictSchema)),
      }),
      {
        description:
          'Teknenin iCal takviminde başka bir platformdaki kayıtla çakışan açık rezervasyonlar (en fazla 50), en yakın biniş önce',
      },
    ),
  }),
);
export type HomeFigures = Static<typeof HomeFiguresSchema>['content'];
