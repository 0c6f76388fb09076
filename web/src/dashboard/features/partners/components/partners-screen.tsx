import { useState } from 'react';
import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SearchFilter } from '@/dashboard/components/filter-bar';
import { formatDateTime, formatNumber, formatPercent } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { T } from '@/dashboard/texts';
import { type Partner, usePartners } from '../api/partners';
import { SCOPE_LABEL } from '../labels';
import { PARTNER_TEXTS as P } from '../texts';
import { PartnerForm } from './partner-form';

const PAGE_SIZE = 20;
const FILTERS = ['search'] as const;

const COLUMNS: Column<Partner>[] = [
  {
    header: P.name,
    cell: (p) => (
      <AdminLink to={`/partners/${p.id}`}>
        <strong>{p.name}</strong>
      </AdminLink>
    ),
  },
  { header: P.scopes, cell: (p) => (p.scopes.length ? p.scopes.map((s) => SCOPE_LABEL[s]).join(', ') : '—') },
  {
    header: P.commissionShown,
    cell: (p) => (p.commissionPercent === null ? '—' : formatPercent(p.commissionPercent)),
    className: 'adm-nowrap',
  },
  { header: P.status, cell: (p) => <StatusTag on={!p.disabled} onLabel={P.open} offLabel={P.closed} /> },
  { header: P.activeKeys, cell: (p) => formatNumber(p.activeKeys) },
  { header: P.lastUsed, cell: (p) => (p.lastUsedAt ? formatDateTime(p.lastUsedAt) : P.never) },
];

/** "İş ortakları": the API partners, their scopes, state and last use; a partner's keys and usage on its page. */
export function PartnersScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const query = usePartners({
    skip: list.skip,
    take: list.take,
    ...(list.filters.search ? { search: list.filters.search } : {}),
  });
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  return (
    <>
      <PageHeader
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + {P.newPartner}
          </button>
        }
      >
        <p className="muted">{P.intro}</p>
      </PageHeader>
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SearchFilter label={P.search} value={list.filters.search} onChange={(v) => list.setFilters({ search: v })} />
      </FilterBar>
      <DataTable
        caption={P.caption}
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(p) => p.id}
        {...queryState(query)}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(p) => (
          <>
            <AdminLink className="btn btn-sm" to={`/partners/${p.id}`} aria-label={`${P.details}: ${p.name}`}>
              {P.details}
            </AdminLink>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setEditing(p)}
              aria-label={`${T.edit}: ${p.name}`}
            >
              {T.edit}
            </button>
          </>
        )}
      />
      {editing ? (
        <PartnerForm {...(editing === 'new' ? {} : { partner: editing })} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
