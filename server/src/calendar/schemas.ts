import { Type, type Static } from 'typebox';
import { Content, MAX_INT, withExample } from '../common/schemas.js';

export const CalendarParamsSchema = Type.Object({
  boatId: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
});
export const CalendarQuerySchema = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 200, description: 'Teknenin takvim anahtarı' })),
});

export const SyncBodySchema = withExample(
  Type.Object({
    boat_id: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    url: Type.Optional(
      Type.String({
        maxLength: 2000,
        pattern: '^(https?|webcal)://[^\\s]+$',
        description: 'Okunacak iCal adresi (boşsa teknenin iCal adresi)',
      }),
    ),
  }),
  { boat_id: 12, url: 'https://www.airbnb.com/calendar/ical/123456.ics?s=abc' },
);
export type SyncBody = Static<typeof SyncBodySchema>;

const SyncItemSchema = Type.Object({
  uid: Type.Union([Type.String(), Type.Null()]),
  startDate: Type.String({ description: 'İlk dolu gün' }),
  endDate: Type.String({ description: 'Son dolu gün (dahil)' }),
  clash: Type.Boolean({
    description: 'true: teknenin başka bir kaydıyla çakışıyor; işaretli tutulur, tarihleri kapatmaz',
  }),
  clashWith: Type.Union([Type.String(), Type.Null()], {
    description: 'reservation, closing, availability veya feed (takvimin kendi içinde)',
  }),
});

export const SyncSummarySchema = Content(
  Type.Object({
    added: Type.Array(SyncItemSchema),
    changed: Type.Array(SyncItemSchema),
    removed: Type.Array(SyncItemSchema),
    clashes: Type.Array(SyncItemSchema),
    unchanged: Type.Integer({ minimum: 0 }),
  }),
);

export const TokenParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'Tekne numarası' }),
});
export const TokenResponseSchema = Content(
  Type.Object({
    token: Type.String(),
    url: Type.String({ description: 'Diğer platformlara verilecek takvim adresi (tam adres, https://… ile)' }),
    replaced: Type.Boolean({ description: 'Eski bir adres vardı ve artık çalışmıyor (ilk adreste false)' }),
  }),
);
