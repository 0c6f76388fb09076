import { Type, type Static } from 'typebox';
import { Content, DateTime, withExample } from '../../common/schemas.js';
import { LanguageSchema } from '../../common/language.js';
import { ref } from '../../common/schemas.js';
import { TermsSchema, TermsStatementSchema } from './schemas.js';

const IsoCurrency = Type.Union([Type.Literal('TRY'), Type.Literal('USD'), Type.Literal('EUR'), Type.Literal('GBP')]);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const VisitorLinkParams = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 32, description: 'Rezervasyon numarası (ör. FT-2027-00042)' }),
});

/** The link's token: checked against the stored hash; anything wrong is a 404, never a 400 that tells more. */
export const VisitorLinkQuery = Type.Object({
  t: Type.String({ minLength: 1, maxLength: 200, description: 'E-postadaki bağlantının anahtarı' }),
});

const PassengerSchema = Type.Object({
  fullName: Type.String({ maxLength: 200, description: 'Ad soyad' }),
  nationality: Type.String({ maxLength: 100, description: 'Uyruk' }),
  documentNo: Type.String({ maxLength: 40, description: 'T.C. kimlik veya pasaport numarası' }),
  birthDate: Type.String({ maxLength: 10, description: 'Doğum tarihi (YYYY-AA-GG)' }),
});

export const PassengerListBodySchema = withExample(
  Type.Object({
    emergencyPhone: Type.String({ maxLength: 40, description: 'Acil durumda aranacak kişinin telefonu' }),
    passengers: Type.Array(
      Type.Object({
        ...PassengerSchema.properties,
        consent: Type.Boolean({ description: 'Bu kişinin verilerinin işlenmesine (KVKK) onay' }),
      }),
      { maxItems: 500 },
    ),
  }),
  {
    emergencyPhone: '+90 532 000 00 00',
    passengers: [
      {
        fullName: 'Ayşe Yılmaz',
        nationality: 'Türkiye',
        documentNo: '12345678901',
        birthDate: '1985-04-12',
        consent: true,
      },
    ],
  },
);
export type PassengerListBody = Static<typeof PassengerListBodySchema>;

const BankSchema = Type.Object({
  name: Type.String(),
  branch: Type.String(),
  accountHolder: Type.String(),
  iban: Type.String(),
  currency: Type.String(),
});

export const VisitorReservationSchema = Content(
  Type.Object({
    reference: Type.String(),
    status: Type.Union([
      Type.Literal('option'),
      Type.Literal('confirmed'),
      Type.Literal('cancelled'),
      Type.Literal('completed'),
    ]),
    boat: Type.Object({ name: Type.String(), slug: Type.String() }),
    start: Type.String(),
    end: Type.String(),
    days: Type.Integer(),
    guests: Type.Integer(),
    language: LanguageSchema,
    currency: IsoCurrency,
    total: Type.Integer(),
    deposit: Type.Integer(),
    paid: Type.Integer(),
    depositDue: Type.Integer({ description: 'Opsiyonda: ön ödemenin kalanı' }),
    balanceDue: Type.Integer({ description: 'Toplamın ödenmemiş kısmı' }),
    optionUntil: Nullable(DateTime),
    banks: Type.Array(BankSchema, { description: 'Koşullardaki banka hesapları (ödeme para biriminde)' }),
    terms: ref(TermsSchema),
    // The terms' sentences in the booking's language: the deposit, its deadline (Turkey time), the balance.
    statement: ref(TermsStatementSchema),
    schedule: Type.Object(
      {
        depositDueBy: Nullable(DateTime),
        depositOutstanding: Type.Integer({ description: 'Ön ödemeden kalan, ödeme para biriminde' }),
        balanceDueOn: Type.String({ format: 'date' }),
        balanceOnBoard: Type.Boolean(),
        balanceOutstanding: Type.Integer({ description: 'Kalandan ödenmeyen, sözleşme para biriminde' }),
      },
      { description: 'Ödeme takvimi: ön ödeme ne zamana kadar, kalan ne zaman ve nerede' },
    ),
    cancellation: Type.Object({
      policy: Type.Object({ name: Type.String(), text: Type.String(), nameEn: Type.String(), textEn: Type.String() }),
      refundNow: Nullable(Type.Object({ amount: Type.Integer(), percent: Type.Integer(), daysBefore: Type.Integer() })),
      canRequest: Type.Boolean(),
      request: Nullable(Type.Object({ requestedAt: DateTime, amount: Type.Integer(), percent: Type.Integer() })),
      refund: Nullable(Type.Object({ amount: Type.Integer(), refunded: Type.Integer() })),
    }),
    passengerList: Type.Object({
      editable: Type.Boolean(),
      emergencyPhone: Type.String(),
      passengers: Type.Array(PassengerSchema),
      updatedAt: Nullable(DateTime),
    }),
    contractUrl: Nullable(Type.String()),
  }),
);

export const AdminPassengerListSchema = Content(
  Type.Object({
    reference: Type.String(),
    guests: Type.Integer(),
    emergencyPhone: Nullable(Type.String()),
    updatedAt: Nullable(DateTime),
    passengers: Type.Array(Type.Object({ ...PassengerSchema.properties, consentedAt: DateTime })),
  }),
);

export const RefuseCancellationBodySchema = withExample(
  Type.Object({ reason: Type.String({ minLength: 1, maxLength: 1000, description: 'Müşteriye gidecek neden' }) }),
  { reason: 'Biniş tarihine iki gün kaldığı için iptal kabul edilemiyor; tarih değişikliği önerebiliriz.' },
);

export const ReservationLinkSchema = Content(
  Type.Object({ url: Type.String({ description: 'Yeni bağlantı; eskisi artık açılmaz' }) }),
);

export const ReservationLinkRevokedSchema = Content(
  Type.Object({ revoked: Type.Boolean({ description: 'Bir bağlantı iptal edildiyse true; zaten yoksa false' }) }),
);
