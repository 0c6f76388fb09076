import { Type, type Static } from 'typebox';
import { MAX_INT, Name, withExample } from '../../common/schemas.js';
import { CurrencySchema } from '../boat/schemas.js';

/** How an extra's price counts: once per booking, per day, per person, per person per day. */
export const ExtraUnitSchema = Type.Union(
  [Type.Literal('booking'), Type.Literal('day'), Type.Literal('person'), Type.Literal('person_day')],
  { description: 'booking: rezervasyon başına, day: gün başına, person: kişi başına, person_day: kişi başına günlük' },
);
export type ExtraUnit = Static<typeof ExtraUnitSchema>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const BoatExtraSchema = Type.Object(
  {
    id: Type.Integer(),
    boatId: Type.Integer(),
    name: Type.String({ description: 'Türkçe adı' }),
    nameEn: Nullable(Type.String({ description: 'İngilizce adı; yoksa null' })),
    priceMinor: Type.Integer({ description: 'Birim fiyat, kuruş/sent' }),
    currency: CurrencySchema,
    unit: ExtraUnitSchema,
    mandatory: Type.Boolean({ description: 'Zorunlu ekstralar her teklife ve rezervasyona eklenir' }),
    maxQuantity: Nullable(Type.Integer({ description: 'Seçilebilecek en fazla adet; null: sınırsız' })),
    position: Type.Integer(),
  },
  { $id: 'BoatExtra', title: 'BoatExtra' },
);
export type BoatExtra = Static<typeof BoatExtraSchema>;

const ExtraFields = {
  name: Name(120, 'Türkçe adı (ör. Kaptan)'),
  nameEn: Type.Optional(Type.Union([Name(120, 'İngilizce adı (ör. Skipper)'), Type.Null()])),
  priceMinor: Type.Integer({ minimum: 0, maximum: 1e13, description: 'Birim fiyat, kuruş/sent (ör. 150 € = 15000)' }),
  currency: CurrencySchema,
  unit: ExtraUnitSchema,
  mandatory: Type.Optional(Type.Boolean({ default: false })),
  maxQuantity: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()])),
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 0 })),
};

const example = {
  name: 'Kaptan',
  nameEn: 'Skipper',
  priceMinor: 15000,
  currency: 'EUR',
  unit: 'day',
  mandatory: false,
  maxQuantity: 1,
  position: 0,
} as const;

export const CreateExtraBodySchema = withExample(
  Type.Object({
    boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
    ...ExtraFields,
  }),
  { boat_id: 12, ...example },
);
export type CreateExtraBody = Static<typeof CreateExtraBodySchema>;

export const UpdateExtraBodySchema = withExample(Type.Object(ExtraFields), example);
export type UpdateExtraBody = Static<typeof UpdateExtraBodySchema>;

export const ExtraListQuerySchema = Type.Object({
  boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
});

/** What the public boat page shows of an extra. */
export const PublicExtraSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  priceMinor: Type.Integer(),
  currency: CurrencySchema,
  unit: ExtraUnitSchema,
  mandatory: Type.Boolean(),
  maxQuantity: Nullable(Type.Integer()),
});
