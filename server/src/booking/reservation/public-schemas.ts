import { Type, type Static } from 'typebox';
import { Content, DateInput, DateTime, IDEMPOTENCY_KEY_PATTERN, ref, withExample } from '../../common/schemas.js';
import { LanguageSchema } from '../../common/language.js';
import {
  DisplayCurrencySchema,
  ChosenExtrasSchema,
  TermsSchema,
  TermsStatementSchema,
  QuoteSchema,
} from './schemas.js';

// The website's booking: the availability window, the quote and booking bodies, the booking's answer.

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
