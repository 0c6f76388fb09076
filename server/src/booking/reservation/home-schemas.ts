import { Type, type Static } from 'typebox';
import { Content, DateTime, ref } from '../../common/schemas.js';
import { DateOnly, ExternalConflictSchema } from './schemas.js';

// The panel home's figures.

const Count = Type.Integer({ minimum: 0 });

const DayRangeSchema = Type.Object({
  ref: Type.String({ description: 'Rezervasyon kimliği' }),
  boatName: Type.String(),
  label: Type.String({ description: 'Rezervasyon numarası · müşteri adı' }),
  status: Type.String(),
});

/** A reservation on the home's balance lists: what is left of its balance and its last day. */
const BalanceDueItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  reference: Type.String(),
  boatName: Type.String(),
  customerName: Type.String(),
  dueOn: DateOnly('Kalan ödemenin son günü'),
  balance: Type.Integer({ description: 'Ödenmemiş tutar, kuruş/sent' }),
  currency: Type.String(),
});

export const HomeFiguresSchema = Content(
  Type.Object({
    today: DateOnly('Bugün (Türkiye saatiyle)'),
    counts: Type.Object(
      { option: Count, confirmed: Count, cancelled: Count, completed: Count },
      { description: 'Durumlarına göre bütün rezervasyonlar' },
    ),
    boats: Type.Integer({ minimum: 0, description: 'Tekne sayısı (etkin olmayanlar dahil)' }),
    departures: Type.Array(DayRangeSchema, { description: 'Bugün binişi olan rezervasyonlar' }),
    returns: Type.Array(DayRangeSchema, {
      description: 'Bugün dönüşü olan rezervasyonlar (bitiş günü dahil değil: tekne bugünden boş)',
    }),
    expiring: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        reference: Type.String(),
        boatName: Type.String(),
        customerName: Type.String(),
        optionUntil: DateTime,
      }),
      { description: 'Süresi 24 saat içinde dolacak opsiyonlar, en yakını önce' },
    ),
    overdue: Type.Array(BalanceDueItem, {
      description:
        'Kalan ödemesi gecikmiş onaylı rezervasyonlar (koşullardaki son gün geçmiş, okunduğu anda; en fazla 50), en eski son gün önce',
    }),
    balancesDue: Type.Array(BalanceDueItem, {
      description:
        'Kalan ödemesinin son günü bu hafta (bugün ve sonraki 6 gün) olan onaylı rezervasyonlar (en fazla 50), en yakın son gün önce',
    }),
    conflicts: Type.Array(
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        reference: Type.String(),
        boatName: Type.String(),
        customerName: Type.String(),
        start: DateOnly('Biniş günü'),
        end: DateOnly('Dönüş günü'),
        conflicts: Type.Array(ref(ExternalConflictSchema)),
      }),
      {
        description:
          'Teknenin iCal takviminde başka bir platformdaki kayıtla çakışan açık rezervasyonlar (en fazla 50), en yakın biniş önce',
      },
    ),
  }),
);

export type HomeFigures = Static<typeof HomeFiguresSchema>['content'];
