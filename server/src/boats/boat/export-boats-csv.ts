import type { AuthUser } from '../../auth/guard.js';
import { toCsv } from '../../common/csv.js';
import type { Sql } from '../../platform/db.js';
import { ownerScope } from '../owner-scope.js';
import { createBoatsRepository } from './repository.js';

const CSV_HEADER = [
  'No',
  'Ad',
  'Adres (slug)',
  'Tip',
  'Marina',
  'Sahip',
  'Boy (m)',
  'Yıl',
  'Günlük misafir',
  'Konaklamalı misafir',
  'Kabin',
  'Banyo',
  'Mürettebat',
  'Kaptanlı',
  'Kiralık',
  'Satılık',
  'Satış fiyatı',
  'Para birimi',
  'Aktif',
  'Popüler',
  'Ayın teknesi',
  'Sıra',
  'Donanım',
  'Oluşturulma',
];

/** Every boat the actor may see as one CSV file (Excel's: `;`, UTF-8 with a BOM). */
export async function exportBoatsCsv(sql: Sql, actor: AuthUser): Promise<string> {
  const rows = await createBoatsRepository(sql).csvRows(ownerScope(actor));
  return toCsv(
    CSV_HEADER,
    rows.map((b) => [
      b.id,
      b.name,
      b.slug,
      b.boatTypeName,
      b.marinaName,
      b.ownerName,
      b.lengthM,
      b.year,
      b.guestsDay,
      b.guestsNight,
      b.cabins,
      b.bathrooms,
      b.crew,
      b.captainIncluded,
      b.forRent,
      b.forSale,
      b.salePriceMinor === null ? null : (b.salePriceMinor / 100).toFixed(2),
      b.saleCurrency,
      b.active,
      b.popular,
      b.boatOfMonth,
      b.displayOrder,
      b.equipment.join(', '),
      b.createdAt,
    ]),
  );
}
