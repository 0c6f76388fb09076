import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatNumber } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { errorMessage } from '@/dashboard/components/mutation';
import { PageHeader } from '@/dashboard/components/page-header';
import { useSessionStore } from '@/stores/session';
import {
  type AdminBoat,
  type BoatFlag,
  type BoatsQuery,
  useBoats,
  useSetBoatFlag,
  useSetBoatOrder,
} from '../api/boats';
import { downloadBoatsCsv } from '../api/csv';
import '@/dashboard/operations.css';

const PAGE_SIZE = 20;
const FILTERS = ['search', 'id', 'popular', 'order'] as const;
const B = {
  caption: 'Tekneler',
  add: 'Yeni tekne',
  csv: 'CSV indir',
  csvPending: 'İndiriliyor…',
  search: 'Ada göre ara',
  id: 'Tekne no',
  popular: 'Popüler',
  order: 'Sıralama',
  name: 'Tekne',
  typeMarina: 'Tip / marina',
  owner: 'Sahibi',
  size: 'Boy / kapasite',
  states: 'Durum',
  displayOrder: 'Sıra',
  saveOrder: 'Sırayı kaydet',
  manage: 'Yönet',
  yes: 'Evet',
  no: 'Hayır',
} as const;
const ORDER_OPTIONS = [
  { value: 'boat_desc', label: 'En yeni' },
  { value: 'boat_asc', label: 'En eski' },
  { value: 'order', label: 'Görüntüleme sırası' },
  { value: 'name', label: 'Ada göre' },
] as const;
export const FLAG_LABEL: Record<BoatFlag, string> = {
  forRent: 'Kiralık',
  forSale: 'Satılık',
  active: 'Aktif',
  popular: 'Popüler',
  boatOfMonth: 'Ayın teknesi',
};
const ADMIN_FLAGS: readonly BoatFlag[] = ['forRent', 'forSale', 'active', 'popular', 'boatOfMonth'];
const OWNER_FLAGS: readonly BoatFlag[] = ['forRent', 'forSale', 'active'];

/** On/off buttons for a boat's states (aria-pressed); OWNER gets only rent, sale and active. */
export function BoatFlags({ boat, isAdmin }: { boat: AdminBoat; isAdmin: boolean }) {
  const setFlag = useSetBoatFlag();
  return (
    <div className="ops-flags">
      {(isAdmin ? ADMIN_FLAGS : OWNER_FLAGS).map((flag) => (
        <button
          key={flag}
          type="button"
          className={`ops-flag${boat[flag] ? ' is-on' : ''}`}
          aria-pressed={boat[flag]}
          aria-label={`${FLAG_LABEL[flag]}: ${boat.name}`}
          disabled={setFlag.isPending}
          onClick={() => setFlag.mutate({ flag, boat_id: boat.id, value: !boat[flag] })}
        >
          {FLAG_LABEL[flag]}
        </button>
      ))}
    </div>
  );
}

function OrderCell({ boat }: { boat: AdminBoat }) {
  const [value, setValue] = useState(String(boat.displayOrder));
  const save = useSetBoatOrder();
  const n = Number(value);
  const changed = value !== String(boat.displayOrder);
  return (
    <form
      className="ops-inline"
      onSubmit={(e) => {
        e.preventDefault();
        if (Number.isInteger(n) && changed) save.mutate({ boat_id: boat.id, order: n });
      }}
    >
      <input
        aria-label={`${B.displayOrder}: ${boat.name}`}
        className="ops-order"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {changed ? (
        <button type="submit" className="btn btn-sm" disabled={!Number.isInteger(n) || save.isPending}>
          {B.saveOrder}
        </button>
      ) : null}
    </form>
  );
}

export function BoatsScreen() {
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  const list = useListParams(PAGE_SIZE, FILTERS);
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const f = list.filters;
  const query: BoatsQuery = {
    skip: list.skip,
    take: list.take,
    ...(f.search ? { search: f.search } : {}),
    ...(/^\d+$/.test(f.id) ? { id: Number(f.id) } : {}),
    ...(isAdmin && (f.popular === 'true' || f.popular === 'false') ? { popular: f.popular === 'true' } : {}),
    ...(ORDER_OPTIONS.some((o) => o.value === f.order) ? { order: f.order as NonNullable<BoatsQuery['order']> } : {}),
  };
  const boats = useBoats(query);

  const columns: Column<AdminBoat>[] = [
    {
      header: B.name,
      cell: (b) => (
        <div className="adm-with-thumb">
          {b.thumbnail ? (
            <img src={b.thumbnail} alt="" width={64} height={43} loading="lazy" />
          ) : (
            <span className="ops-nothumb" aria-hidden="true" />
          )}
          <div>
            <AdminLink to={`/boats/${b.id}`}>
              <strong>{b.name}</strong>
            </AdminLink>
            <div className="muted">#{b.id}</div>
          </div>
        </div>
      ),
    },
    { header: B.typeMarina, cell: (b) => `${b.boatTypeName} · ${b.marinaName}` },
    ...(isAdmin ? [{ header: B.owner, cell: (b: AdminBoat) => b.ownerName }] : []),
    { header: B.size, cell: (b) => `${formatNumber(b.lengthM, 1)} m · ${b.guestsDay} kişi` },
    { header: B.states, cell: (b) => <BoatFlags boat={b} isAdmin={isAdmin} /> },
    ...(isAdmin
      ? [{ header: B.displayOrder, cell: (b: AdminBoat) => <OrderCell key={`${b.id}-${b.displayOrder}`} boat={b} /> }]
      : []),
  ];

  const onCsv = async () => {
    setDownloading(true);
    try {
      await downloadBoatsCsv();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        actions={
          <>
            <button type="button" className="btn" onClick={() => void onCsv()} disabled={downloading}>
              {downloading ? B.csvPending : B.csv}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => navigate('/boats/new')}>
              + {B.add}
            </button>
          </>
        }
      />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SearchFilter label={B.search} value={f.search} onChange={(v) => list.setFilters({ search: v })} />
        <SearchFilter label={B.id} value={f.id} onChange={(v) => list.setFilters({ id: v.replace(/\D/g, '') })} />
        {isAdmin ? (
          <SelectFilter
            label={B.popular}
            value={f.popular}
            onChange={(v) => list.setFilters({ popular: v })}
            options={[
              { value: 'true', label: B.yes },
              { value: 'false', label: B.no },
            ]}
          />
        ) : null}
        <SelectFilter
          label={B.order}
          value={f.order}
          onChange={(v) => list.setFilters({ order: v })}
          options={ORDER_OPTIONS}
        />
      </FilterBar>
      <DataTable
        caption={B.caption}
        columns={columns}
        rows={boats.data?.content}
        rowKey={(b) => b.id}
        {...queryState(boats)}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: boats.data?.total ?? 0, onPage: list.setPage }}
        actions={(b) => (
          <AdminLink className="btn btn-sm" to={`/boats/${b.id}`} aria-label={`${B.manage}: ${b.name}`}>
            {B.manage}
          </AdminLink>
        )}
      />
    </>
  );
}
