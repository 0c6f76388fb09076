import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDate, formatDateTime } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { useBoatChoices } from '@/dashboard/api/operation-keys';
import { formatMoney } from '@/dashboard/components/money';
import { type AdminTransaction, useTransactions } from '../api/reservations';
import { METHOD_LABEL } from '../texts';
import '@/dashboard/operations.css';

const PAGE_SIZE = 100;
const FILTERS = ['boat_id', 'reservation_id'] as const;
const X = {
  caption: 'Ödemeler',
  reservation: 'Rezervasyon',
  reservationFilter: 'Rezervasyon kimliği',
  boat: 'Tekne',
  customer: 'Müşteri',
  amount: 'Tutar',
  method: 'Yöntem',
  reference: 'Dekont / açıklama',
  received: 'Alındığı gün',
  recorded: 'Kaydeden',
  refund: 'iade',
} as const;

export const TRANSACTION_COLUMNS: Column<AdminTransaction>[] = [
  {
    header: X.reservation,
    cell: (t) => (
      <AdminLink to={`/reservations/${t.reservationId}`}>
        <strong>{t.reservationReference}</strong>
      </AdminLink>
    ),
  },
  { header: X.boat, cell: (t) => t.boat.name },
  { header: X.customer, cell: (t) => t.customerName },
  {
    header: X.amount,
    cell: (t) => (
      <strong>
        {formatMoney(t.amount, t.currency)}
        {t.kind === 'refund' ? ` (${X.refund})` : ''}
      </strong>
    ),
  },
  { header: X.method, cell: (t) => METHOD_LABEL[t.method] ?? t.method },
  { header: X.reference, cell: (t) => t.reference ?? '—' },
  { header: X.received, cell: (t) => formatDate(t.receivedOn) },
  {
    header: X.recorded,
    cell: (t) => (
      <>
        {t.recordedBy}
        <div className="muted">{formatDateTime(t.recordedAt)}</div>
      </>
    ),
  },
];

export function TransactionsScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const boats = useBoatChoices();
  const f = list.filters;
  const tx = useTransactions({
    skip: list.skip,
    take: list.take,
    ...(/^\d+$/.test(f.boat_id) ? { boat_id: Number(f.boat_id) } : {}),
    ...(/^[0-9a-f-]{36}$/i.test(f.reservation_id) ? { reservation_id: f.reservation_id } : {}),
  });
  return (
    <>
      <PageHeader />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SelectFilter
          label={X.boat}
          value={f.boat_id}
          onChange={(v) => list.setFilters({ boat_id: v })}
          options={(boats.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <SearchFilter
          label={X.reservationFilter}
          value={f.reservation_id}
          onChange={(v) => list.setFilters({ reservation_id: v })}
        />
      </FilterBar>
      <DataTable
        caption={X.caption}
        columns={TRANSACTION_COLUMNS}
        rows={tx.data?.content}
        rowKey={(t) => t.id}
        {...queryState(tx)}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: tx.data?.total ?? 0, onPage: list.setPage }}
      />
    </>
  );
}
