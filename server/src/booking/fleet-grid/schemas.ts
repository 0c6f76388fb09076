import { Type, type Static } from 'typebox';
import { DateInput, MAX_INT } from '../../common/schemas.js';

/** The longest window the grid answers for: a season (April to October). */
export const GRID_MAX_DAYS = 214;
/** The most boats one answer carries; past it the answer says `truncated` and the office narrows the filters. */
export const GRID_MAX_BOATS = 1000;

const Id = (description: string) => Type.Integer({ minimum: 1, maximum: MAX_INT, description });

export const FleetGridQuerySchema = Type.Object({
  from: DateInput('Pencerenin ilk günü'),
  to: DateInput('Pencerenin sonu (dahil değil)'),
  marina_id: Type.Optional(Id('Yalnızca bu marinadaki tekneler')),
  type_id: Type.Optional(Id('Yalnızca bu tipteki tekneler')),
  owner_id: Type.Optional(Id('Yalnızca bu sahibin tekneleri (OWNER için zaten yalnızca kendi tekneleri)')),
  guests: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 500, description: 'En az bu kadar misafir alan tekneler' }),
  ),
  free_from: Type.Optional(DateInput('Yalnızca bu günden …')),
  free_to: Type.Optional(DateInput('… bu güne kadar (dahil değil) tamamen boş olan tekneler')),
});
export type FleetGridQuery = Static<typeof FleetGridQuerySchema>;

const Choice = Type.Object({ id: Type.Integer(), name: Type.String() });

export const GRID_KINDS = ['option', 'confirmed', 'closing', 'ical', 'availability'] as const;
export type GridKind = (typeof GRID_KINDS)[number];

export const GridBlockSchema = Type.Object({
  start: Type.String({ format: 'date', description: 'İlk dolu gün (rezervasyonda biniş günü)' }),
  end: Type.String({
    format: 'date',
    description:
      'Dahil değil: rezervasyonda dönüş günü; kapatma, tekne tarihi ve iCal kaydında son kapalı günden sonraki gün',
  }),
  kind: Type.Union(
    GRID_KINDS.map((k) => Type.Literal(k)),
    {
      description:
        'option, confirmed (onaylı ya da tamamlanmış), closing (manuel kapatma), ical, availability (tekne tarihi)',
    },
  ),
  ref: Type.String({ description: 'Rezervasyonun, kapatmanın ya da tekne tarihinin numarası' }),
  label: Type.String(),
});
export type GridBlock = Static<typeof GridBlockSchema>;

export const GridBoatSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  active: Type.Boolean(),
  capacity: Type.Integer({ description: 'Gündüz ve gece kapasitesinin büyüğü' }),
  marina: Choice,
  type: Choice,
  owner: Choice,
  blocks: Type.Array(GridBlockSchema, { description: 'Pencereyle kesişen dolu aralıklar, başlangıç sırasıyla' }),
});
export type GridBoat = Static<typeof GridBoatSchema>;

export const FleetGridSchema = Type.Object({
  content: Type.Object({
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date', description: 'Dahil değil' }),
    boats: Type.Array(GridBoatSchema),
    total: Type.Integer({ minimum: 0, description: 'Süzgeçlere uyan tekne sayısı' }),
    truncated: Type.Boolean({ description: `Süzgeçlere uyan tekneler ${GRID_MAX_BOATS} taneden fazla: ilkleri döner` }),
    choices: Type.Object(
      { marinas: Type.Array(Choice), types: Type.Array(Choice), owners: Type.Array(Choice) },
      { description: 'Görülebilen kiralık teknelerin marinaları, tipleri ve sahipleri (süzgeç seçenekleri)' },
    ),
  }),
});
export type FleetGridAnswer = Static<typeof FleetGridSchema>;
export type FleetGrid = FleetGridAnswer['content'];
