import { Type, type Static } from 'typebox';
import { CancellationPolicySchema } from '../../common/cancellation-policy-schemas.js';
import { Content, DateTime, ref, MAX_INT, withExample } from '../../common/schemas.js';
import { LanguageSchema } from '../../common/language.js';

// The reservation as every surface answers it and the pieces the area files (public-, office-, payment-,
// occupancy-, home-schemas.ts) build on: money, extras, terms, quote. Those with an `$id` are registered by app.ts.

export const DateOnly = (description: string) => Type.String({ format: 'date', description });

export const UuidParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'Kayıt kimliği (UUID)' }) });

export const IsoCurrency = Type.Union([
  Type.Literal('TRY'),
  Type.Literal('USD'),
  Type.Literal('EUR'),
  Type.Literal('GBP'),
]);

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
    commission: Type.Optional(
      Type.Object(
        {
          percent: Type.Number({ description: 'Yüzde (en çok iki ondalık)' }),
          amount: Type.Integer({ description: 'Sözleşme para biriminde tutar, kuruş/cent' }),
        },
        { description: 'İş ortağı rezervasyonunda ortağın komisyonu: sözleşme toplamının yüzdesi ve tutarı' },
      ),
    ),
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

/**
 * The office's "müşteriye bildir" box on an action that changes the customer's booking (issue 34): on
 * unless sent false; the event records the choice (`customerNotified`), the mail reactor sends `what`.
 */
export const NotifyCustomer = (what: string) =>
  Type.Optional(
    Type.Boolean({
      default: true,
      description: `Müşteriye e-postayla bildirilsin mi (varsayılan true: ${what}); false: e-posta gitmez, işlem geçmişinde "müşteriye bildirilmedi" yazar`,
    }),
  );

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
    partner: Type.Union(
      [
        Type.Object({
          id: Type.String({ format: 'uuid' }),
          name: Type.String(),
          reference: Type.Union([Type.String(), Type.Null()], { description: 'İş ortağının kendi numarası' }),
        }),
        Type.Null(),
      ],
      { description: 'İş ortağı kanalından gelen rezervasyonda ortak ve ortağın rezervasyon numarası' },
    ),
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

export const ReservationResponseSchema = Content(ref(ReservationSchema));
