import { Type } from 'typebox';
import { DateInput, MAX_INT } from '../../common/schemas.js';

// The occupancy calendar's window and page of boats.

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
