import { Type, type Static } from 'typebox';
import { DateInput, MAX_INT, withExample } from '../common/schemas.js';
import { CurrencySchema } from './boat/schemas.js';

const IsoDate = (description: string) => Type.String({ format: 'date', description });

export const PricePeriodSchema = Type.Object(
  {
    id: Type.Integer(),
    boatId: Type.Integer(),
    startDate: IsoDate('İlk gün (dahil)'),
    endDate: IsoDate('Son gün (dahil)'),
    dailyPriceMinor: Type.Integer({ description: 'Günlük fiyat, kuruş/sent' }),
    currency: CurrencySchema,
    minDays: Type.Integer({ description: 'En az kiralama günü' }),
    note: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'PricePeriod', title: 'PricePeriod' },
);
export type PricePeriod = Static<typeof PricePeriodSchema>;

const PriceFields = {
  startDate: DateInput('İlk gün (dahil)'),
  endDate: DateInput('Son gün (dahil)'),
  dailyPriceMinor: Type.Integer({
    minimum: 1,
    maximum: 1e13,
    description: 'Günlük fiyat, kuruş/sent (ör. 1500 € = 150000)',
  }),
  currency: CurrencySchema,
  minDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 1 })),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
};

export const CreatePriceBodySchema = withExample(
  Type.Object({
    boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
    ...PriceFields,
  }),
  {
    boat_id: 12,
    startDate: '2027-06-01',
    endDate: '2027-09-30',
    dailyPriceMinor: 150000,
    currency: 'EUR',
    minDays: 3,
    note: 'Yaz sezonu',
  },
);
export type CreatePriceBody = Static<typeof CreatePriceBodySchema>;
export const UpdatePriceBodySchema = withExample(Type.Object(PriceFields), {
  startDate: '2027-06-01',
  endDate: '2027-09-30',
  dailyPriceMinor: 160000,
  currency: 'EUR',
  minDays: 3,
  note: 'Yaz sezonu',
});
export type UpdatePriceBody = Static<typeof UpdatePriceBodySchema>;

export const PriceListQuerySchema = Type.Object({
  boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
});
