import { useNavigate } from 'react-router-dom';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDate, formatDateTime } from '@/dashboard/components/format';
import { formatStay } from '@/lib/date-ranges';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { useBoatChoices } from '@/dashboard/api/operation-keys';
import { formatMoney } from '@/dashboard/components/money';
import { type AdminReservation, type ReservationsQuery, useReservations } from '../api/reservations';
import {
  ExternalConflictBadge,
  OverdueBadge,
  STATUS_OPTIONS,
  StatusBadge,
} from '@/dashboard/components/reservation-status';
import { passengerListMissing } from './reservation-detail/passengers-card';
import { CHANNEL_LABEL, ICAL_UNCHECKED } from '../texts';
import { useSessionStore } from '@/stores/session';
import '@/dashboard/operations.css';

const PAGE_SIZE = 100;
const FILTERS = ['status', 'boat_id', 'reservation_id', 'customer_name', 'order', 'oldrez'] as const;
const R = {
  caption: 'Rezervasyonlar',
  add: 'Yeni rezervasyon',
  payments: 'Ödemeler',
  status: 'Durum',
  boat: 'Tekne',
  reference: 'Rezervasyon no',
  customer: 'Müşteri adı',
  order: 'Sıralama',
  oldrez: 'Dönem',
  dates: 'Tarihler',
  money: 'Tutar / ödenen',
  created: 'Oluşturulma',
  open: 'Aç',
  optionUntil: 'Opsiyon bitişi (Türkiye saati)',
} as const;
const ORDER_OPTIONS = [
  { value: 'newest', label: 'En son oluşturulan' },
  { value: 'oldest', label: 'İlk oluşturulan' },
  { value: 'start_asc', label: 'Biniş günü (yakın önce)' },
  { value: 'start_desc', label: 'Biniş günü (uzak önce)' },
] as const;
const OLDREZ_OPTIONS = [
  { value: 'true', label: 'Yalnızca geçmiş (dönüşü geçmiş)' },
  { value: 'false', label: 'Yalnızca güncel' },
] as const;

const COLUMNS: Column<AdminReservation>[] = [
  {
    header: R.reference,
    cell: (r) => (
      <AdminLink to={`/reservations/${r.id}`}>
        <strong>{r.reference}</strong>
      </AdminLink>
    ),
  },
  {
    header: R.status,
    cell: (r) => (
      <>
        <StatusBadge status={r.status} />
        {r.icalUnchecked ? (
          <div>
            <span className="adm-tag is-warn" title={r.icalUnchecked}>
              {ICAL_UNCHECKED.tag}
            </span>
          </div>
        ) : null}
        {passengerListMissing(r) ? (
          <span className="adm-tag is-warn" data-testid="passengers-missing">
            {' '}
            liste eksik
          </span>
        ) : null}
        {r.cancellationRequest ? <span className="adm-tag is-warn"> iptal talebi</span> : null}
        {r.balanceOverdue || r.balanceOverdueOn ? <OverdueBadge dueOn={r.balanceOverdueOn ?? r.balanceDueOn} /> : null}
        {r.externalConflicts.length ? <ExternalConflictBadge conflicts={r.externalConflicts} /> : null}
      </>
    ),
  },
  { header: R.boat, cell: (r) => r.boat.name },
  {
    header: R.customer,
    cell: (r) => (
      <>
        {r.customer.name}
        <div className="muted">{CHANNEL_LABEL[r.channel] ?? r.channel}</div>
      </>
    ),
  },
  {
    header: R.dates,
    cell: (r) => formatStay(r.start, r.end),
  },
  {
    header: R.money,
    cell: (r) => (
      <>
        {formatMoney(r.total, r.currency)}
        <div className="muted">{formatMoney(r.paid, r.currency)}</div>
      </>
    ),
  },
  {
    // The balance left and its last day, from the booking's terms (on board: the boarding day).
    header: 'Kalan / son gün',
    cell: (r) =>
      r.status === 'option' || r.status === 'confirmed' ? (
        r.balanceOutstanding > 0 ? (
          <span data-testid="list-balance-due">
            {formatMoney(r.balanceOutstanding, r.currency)}
            <div className={r.balanceOverdue ? 'adm-tag is-warn' : 'muted'}>
              <time dateTime={r.balanceDueOn}>{formatDate(r.balanceDueOn)}</time>
              {r.terms.balance.onBoard ? ' · teknede' : ''}
            </div>
          </span>
        ) : (
          <span className="muted">ödendi</span>
        )
      ) : (
        '—'
      ),
  },
  { header: R.optionUntil, cell: (r) => (r.status === 'option' ? formatDateTime(r.optionUntil) : '—') },
];

export function ReservationsScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const navigate = useNavigate();
  const boats = useBoatChoices();
  const f = list.filters;
  const query: ReservationsQuery = {
    skip: list.skip,
    take: list.take,
    ...(STATUS_OPTIONS.some((o) => o.value === f.status)
      ? { status: f.status as NonNullable<ReservationsQuery['status']> }
      : {}),
    ...(/^\d+$/.test(f.boat_id) ? { boat_id: Number(f.boat_id) } : {}),
    ...(f.reservation_id ? { reservation_id: f.reservation_id } : {}),
    ...(f.customer_name ? { customer_name: f.customer_name } : {}),
    ...(ORDER_OPTIONS.some((o) => o.value === f.order)
      ? { order: f.order as NonNullable<ReservationsQuery['order']> }
      : {}),
    ...(f.oldrez === 'true' || f.oldrez === 'false' ? { oldrez: f.oldrez === 'true' } : {}),
  };
  const reservations = useReservations(query);
  // The payments list is an ADMIN screen (outside the OWNER menu).
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  return (
    <>
      <PageHeader
        actions={
          <>
            {isAdmin ? (
              <AdminLink className="btn" to="/transactions">
                {R.payments}
              </AdminLink>
            ) : null}
            <button type="button" className="btn btn-primary" onClick={() => navigate('/reservations/new')}>
              + {R.add}
            </button>
          </>
        }
      />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SelectFilter
          label={R.status}
          value={f.status}
          onChange={(v) => list.setFilters({ status: v })}
          options={STATUS_OPTIONS}
        />
        <SelectFilter
          label={R.boat}
          value={f.boat_id}
          onChange={(v) => list.setFilters({ boat_id: v })}
          options={(boats.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
        />
        <SearchFilter
          label={R.reference}
          value={f.reservation_id}
          onChange={(v) => list.setFilters({ reservation_id: v })}
        />
        <SearchFilter
          label={R.customer}
          value={f.customer_name}
          onChange={(v) => list.setFilters({ customer_name: v })}
        />
        <SelectFilter
          label={R.order}
          value={f.order}
          onChange={(v) => list.setFilters({ order: v })}
          options={ORDER_OPTIONS}
        />
        <SelectFilter
          label={R.oldrez}
          value={f.oldrez}
          onChange={(v) => list.setFilters({ oldrez: v })}
          options={OLDREZ_OPTIONS}
        />
      </FilterBar>
      <DataTable
        caption={R.caption}
        columns={COLUMNS}
        rows={reservations.data?.content}
        rowKey={(r) => r.id}
        {...queryState(reservations)}
        paging={{
          page: list.page,
          pageSize: PAGE_SIZE,
          total: reservations.data?.total ?? 0,
          exact: reservations.data?.totalExact ?? true,
          onPage: list.setPage,
        }}
        actions={(r) => (
          <AdminLink className="btn btn-sm" to={`/reservations/${r.id}`} aria-label={`${R.open}: ${r.reference}`}>
            {R.open}
          </AdminLink>
        )}
      />
    </>
  );
}
