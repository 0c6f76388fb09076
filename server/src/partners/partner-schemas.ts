import { Type, type Static } from 'typebox';
import { BookingBodySchema } from '../booking/reservation/public-schemas.js';
import { TermsSchema } from '../booking/reservation/schemas.js';
import { GRID_MAX_BOATS, GRID_MAX_DAYS } from '../booking/fleet-grid/schemas.js';
import {
  CountedPage,
  DateInput,
  DateTime,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_INT,
  PageQuery,
  ref,
  withExample,
} from '../common/schemas.js';

/** The schemas of the partners' own API (`/v1/partner/…`, a partner key in `X-Api-Key`). */

export const PartnerBookingBodySchema = withExample(
  Type.Object({
    ...BookingBodySchema.properties,
    partnerReference: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 120,
        pattern: '\\S',
        description: 'İş ortağının kendi rezervasyon numarası (ofis rezervasyonda görür)',
      }),
    ),
  }),
  {
    boatSlug: 'mavi-ruya',
    start: '2027-07-05',
    end: '2027-07-12',
    guests: 6,
    currency: 'EURO',
    customer: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 000 00 00' },
    partnerReference: 'LT-2027-0142',
  },
);
export type PartnerBookingBody = Static<typeof PartnerBookingBodySchema>;

export const PartnerIdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    pattern: IDEMPOTENCY_KEY_PATTERN,
    description:
      'Zorunlu. Aynı anahtar ve aynı gövde aynı rezervasyonu döndürür; aynı anahtar farklı gövdeyle 409 (8-128 karakter: harf, rakam, - _ .)',
  }),
});

export const ReservationIdParams = Type.Object({
  id: Type.String({ format: 'uuid', description: 'Rezervasyon kimliği' }),
});

const Status = Type.Union(
  [Type.Literal('option'), Type.Literal('confirmed'), Type.Literal('cancelled'), Type.Literal('completed')],
  { description: 'option (ön ödeme bekleniyor), confirmed, cancelled, completed' },
);

export const PartnerReservationSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    reference: Type.String({ description: 'Ofisin rezervasyon numarası' }),
    partnerReference: Type.Union([Type.String(), Type.Null()]),
    status: Status,
    boat: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
    start: Type.String({ format: 'date', description: 'Biniş günü' }),
    end: Type.String({ format: 'date', description: 'Dönüş günü (dahil değil)' }),
    guests: Type.Integer(),
    customer: Type.Object({
      name: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
    }),
    optionUntil: Type.Union([DateTime, Type.Null()], {
      description: 'Opsiyonun ön ödeme beklediği son an; opsiyon değilse null',
    }),
    currency: Type.String({ description: 'Sözleşme para birimi' }),
    total: Type.Integer({ description: 'Toplam, kuruş/cent' }),
    deposit: Type.Integer({ description: '%20 ön ödeme' }),
    paid: Type.Integer({ description: 'Ödenen' }),
    terms: ref(TermsSchema),
    cancelledAt: Type.Union([DateTime, Type.Null()]),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'PartnerReservation', title: 'PartnerReservation' },
);
export type PartnerReservation = Static<typeof PartnerReservationSchema>;

export const PartnerReservationListQuerySchema = Type.Object({
  ...PageQuery(20),
  status: Type.Optional(Status),
});
export type PartnerReservationListQuery = Static<typeof PartnerReservationListQuerySchema>;

export const PartnerReservationPageSchema = CountedPage(ref(PartnerReservationSchema), {
  total: 'Süzgece uyan rezervasyonlar (bir sınıra kadar kesin)',
  more: 'en az bu kadar',
});

/** Boats a page of the bulk availability holds unless asked, and at most (the fleet grid's). */
export const AVAILABILITY_PAGE_BOATS = 100;
export const AVAILABILITY_MAX_BOATS = GRID_MAX_BOATS;
export const AVAILABILITY_MAX_DAYS = GRID_MAX_DAYS;

export const AvailabilityQuerySchema = Type.Object({
  from: DateInput('Pencerenin ilk günü'),
  to: DateInput(`Pencerenin sonu (dahil değil; en fazla ${AVAILABILITY_MAX_DAYS} gün)`),
  boat_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: MAX_INT }), {
      minItems: 1,
      maxItems: AVAILABILITY_MAX_BOATS,
      description: `Yalnızca bu tekneler (en fazla ${AVAILABILITY_MAX_BOATS}; \`boat_ids=3&boat_ids=7\`)`,
    }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: AVAILABILITY_MAX_BOATS,
      default: AVAILABILITY_PAGE_BOATS,
      description: `Sayfadaki tekne sayısı (varsayılan ${AVAILABILITY_PAGE_BOATS}, en fazla ${AVAILABILITY_MAX_BOATS}); tekneler numara sırasıyla`,
    }),
  ),
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Önceki sayfanın `nextCursor` değeri' }),
  ),
});
export type AvailabilityQuery = Static<typeof AvailabilityQuerySchema>;

export const AvailabilitySchema = Type.Object({
  content: Type.Object({
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date', description: 'Dahil değil' }),
    boats: Type.Array(
      Type.Object({
        id: Type.Integer(),
        slug: Type.String(),
        name: Type.String(),
        busy: Type.Array(
          Type.Object({
            start: Type.String({ format: 'date', description: 'İlk dolu gün' }),
            end: Type.String({ format: 'date', description: 'Dolu aralığın sonu (dahil değil: ilk boş gün)' }),
          }),
          {
            description:
              'Pencere içindeki dolu aralıklar (rezervasyon, opsiyon, kapatma, iCal), birleştirilmiş ve pencereye kırpılmış; geri kalan günler boş',
          },
        ),
      }),
    ),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Sonraki sayfa için `cursor`; son sayfada null',
    }),
  }),
});
export type AvailabilityAnswer = Static<typeof AvailabilitySchema>;
