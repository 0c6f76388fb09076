import { Type, type Static, type TSchema } from 'typebox';

/**
 * The event types an endpoint can subscribe to, and the body each delivery carries: `{type, timestamp,
 * data}` as the Standard Webhooks specification recommends. These schemas are the one source of the
 * payloads' types: the OpenAPI document publishes them under `webhooks` (so the SDK is typed by them)
 * and `messages.ts` builds every body through them. Nothing personal is sent (no names, e-mail, phone,
 * notes): a receiver reads the rest through the API.
 */
export const WEBHOOK_EVENT_TYPES = [
  'reservation.created',
  'reservation.option_expired',
  'reservation.deposit_recorded',
  'reservation.confirmed',
  'reservation.cancelled',
  'reservation.changed',
  'availability.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WebhookEventTypeSchema = Type.Union(
  [
    Type.Literal('reservation.created'),
    Type.Literal('reservation.option_expired'),
    Type.Literal('reservation.deposit_recorded'),
    Type.Literal('reservation.confirmed'),
    Type.Literal('reservation.cancelled'),
    Type.Literal('reservation.changed'),
    Type.Literal('availability.changed'),
  ],
  { description: 'Webhook olay türü' },
);

const IsoDay = (description: string) => Type.String({ format: 'date', description });
const Instant = (description: string) => Type.String({ format: 'date-time', description });

/** What every reservation event names: the reservation, its boat and its days [startDate, endDate). */
const reservationFields = {
  reservationId: Type.String({ format: 'uuid', description: 'Rezervasyonun kimliği' }),
  reference: Type.String({ description: 'Rezervasyon numarası (ör. FT-2027-000123)' }),
  boatId: Type.Integer({ description: 'Teknenin kimliği' }),
  startDate: IsoDay('Biniş günü'),
  endDate: IsoDay('Dönüş günü (tekneden iniş; bu gün boştur)'),
};

const ReservationCreated = Type.Object({
  ...reservationFields,
  status: Type.Literal('option'),
  guests: Type.Integer({ minimum: 1 }),
  optionUntil: Instant('Opsiyonun bittiği an: ön ödeme bu ana kadar gelmezse tarihler bırakılır'),
  channel: Type.String({ description: 'Rezervasyonun geldiği kanal (website, office, platform, partner …)' }),
});
const OptionExpired = Type.Object({
  ...reservationFields,
  status: Type.Literal('cancelled'),
  optionUntil: Instant('Biten opsiyonun son anı'),
});
const DepositRecorded = Type.Object({
  ...reservationFields,
  payment: Type.Object(
    {
      amount: Type.Integer({ description: 'Ödenen tutar, kuruş/sent (en küçük birim)' }),
      currency: Type.String({ description: 'ISO 4217 para birimi (TRY, EUR, USD, GBP)' }),
    },
    { description: 'Kaydedilen ödeme' },
  ),
  confirmed: Type.Boolean({ description: 'true: bu ödeme opsiyonu kesinleştirdi (reservation.confirmed da gelir)' }),
});
const Confirmed = Type.Object({
  ...reservationFields,
  status: Type.Literal('confirmed'),
  by: Type.Union([Type.Literal('deposit'), Type.Literal('office')], {
    description: 'deposit: ön ödeme geldi; office: ofis onayladı',
  }),
});
const Cancelled = Type.Object({
  ...reservationFields,
  status: Type.Literal('cancelled'),
  reason: Type.Union([Type.Literal('customer'), Type.Literal('office'), Type.Literal('owner'), Type.Literal('other')]),
});
const Changed = Type.Object({
  ...reservationFields,
  change: Type.Union(
    [Type.Literal('dates'), Type.Literal('extras'), Type.Literal('details'), Type.Literal('option_extended')],
    {
      description:
        'dates: yeni günler (previous eskileri); extras: ekstralar ve tutarlar; details: kişi sayısı veya platform numarası; option_extended: opsiyon uzadı',
    },
  ),
  previous: Type.Optional(
    Type.Object({ startDate: IsoDay('Önceki biniş günü'), endDate: IsoDay('Önceki dönüş günü') }),
  ),
  optionUntil: Type.Optional(Instant('Opsiyonun yeni son anı (option_extended)')),
});
const AvailabilityChanged = Type.Object({
  boatId: Type.Integer({ description: 'Müsaitliği değişen tekne' }),
  ranges: Type.Array(Type.Object({ start: IsoDay('İlk gün'), end: IsoDay('Son günden sonraki gün (hariç)') }), {
    description:
      'Değişikliğin adını verdiği günler [start, end) (yeni ve varsa eski günler); boş olabilir: teknenin müsaitliğini yeniden okuyun',
  }),
});

export const WEBHOOK_DATA_SCHEMAS = {
  'reservation.created': ReservationCreated,
  'reservation.option_expired': OptionExpired,
  'reservation.deposit_recorded': DepositRecorded,
  'reservation.confirmed': Confirmed,
  'reservation.cancelled': Cancelled,
  'reservation.changed': Changed,
  'availability.changed': AvailabilityChanged,
} as const satisfies Record<WebhookEventType, TSchema>;

export type WebhookData<T extends WebhookEventType> = Static<(typeof WEBHOOK_DATA_SCHEMAS)[T]>;

/** The body of one delivery of type `T`. */
export const webhookPayloadSchema = <T extends WebhookEventType>(type: T) =>
  Type.Object(
    {
      type: Type.Literal(type),
      timestamp: Instant('Olayın kaydedildiği an (denemenin anı webhook-timestamp başlığındadır)'),
      data: WEBHOOK_DATA_SCHEMAS[type],
    },
    { title: `Webhook ${type}` },
  );

export interface WebhookPayload<T extends WebhookEventType = WebhookEventType> {
  type: T;
  timestamp: string;
  data: WebhookData<T>;
}
