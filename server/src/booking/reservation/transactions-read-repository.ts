import type { Db } from '../../platform/db.js';
import type { Currency } from '../../common/money.js';
import { readableBoats } from '../../boats/read.js';
import type { OwnerScope } from '../context.js';
import { ownerScope } from './read-repository.js';
import type { Transaction } from './schemas.js';

/** The payments and refunds the office lists (`payments`, written by the payments projection). */
export function createTransactionsReadRepository(db: Db) {
  const scope = (owner: OwnerScope) => ownerScope(db, owner);
  return {
    async transactions(
      q: { skip: number; take: number; reservation_id?: string; boat_id?: number },
      owner: OwnerScope,
    ): Promise<{ content: Transaction[]; total: number }> {
      const where = db`
        where ${scope(owner)}
          and (${q.reservation_id ?? null}::uuid is null or p.reservation_id = ${q.reservation_id ?? null})
          and (${q.boat_id ?? null}::int is null or r.boat_id = ${q.boat_id ?? null})`;
      const rows = await db<
        TxRow[]
      >`${txSelect(db)} ${where} order by p.recorded_at desc, p.id offset ${q.skip} limit ${q.take}`;
      const [count] = await db<
        { n: number }[]
      >`select count(*) as n from payments p join reservations r on r.id = p.reservation_id join ${readableBoats(db)} b on b.id = r.boat_id ${where}`;
      return { content: rows.map(toTransaction), total: count?.n ?? 0 };
    },

    async transaction(id: string, owner: OwnerScope): Promise<Transaction | undefined> {
      const [row] = await db<TxRow[]>`${txSelect(db)} where p.id = ${id} and ${scope(owner)}`;
      return row && toTransaction(row);
    },
  };
}

interface TxRow {
  id: string;
  reservationId: string;
  reservationReference: string;
  boatId: number;
  boatName: string;
  customerName: string;
  customerErasedAt: Date | null;
  amountMinor: number;
  currency: Currency;
  method: string;
  reference: string | null;
  receivedOn: string;
  recordedAt: Date;
  recordedBy: { kind: string; name?: string };
  kind: 'payment' | 'refund';
}

const txSelect = (db: Db) => db`
  select p.id, p.reservation_id, r.reference as reservation_reference, r.boat_id, b.name as boat_name, c.name as customer_name,
    c.erased_at as customer_erased_at, p.amount_minor, p.currency, p.method, p.reference, p.received_on::text, p.recorded_at, p.recorded_by, p.kind
  from payments p join reservations r on r.id = p.reservation_id join ${readableBoats(db)} b on b.id = r.boat_id join customers c on c.id = r.customer_id`;

const toTransaction = (r: TxRow): Transaction => ({
  id: r.id,
  reservationId: r.reservationId,
  reservationReference: r.reservationReference,
  boat: { id: r.boatId, name: r.boatName },
  customerName: r.customerErasedAt ? 'Silinmiş müşteri' : r.customerName,
  amount: r.amountMinor,
  kind: r.kind,
  currency: r.currency,
  method: r.method,
  reference: r.reference,
  receivedOn: r.receivedOn,
  recordedAt: r.recordedAt.toISOString(),
  recordedBy:
    r.recordedBy.kind === 'user'
      ? (r.recordedBy.name ?? 'Kullanıcı')
      : r.recordedBy.kind === 'visitor'
        ? 'Ziyaretçi'
        : 'Sistem',
});
