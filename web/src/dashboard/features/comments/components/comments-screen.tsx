import { type Column, DataTable, StatusTag, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDateTime } from '@/dashboard/components/format';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { type AdminComment, useComments } from '../api/comments';
import { CommentActions } from './comment-actions';

const PAGE_SIZE = 10;
const FILTERS = ['approved'] as const;
const C = {
  caption: 'Tekne yorumları',
  boat: 'Tekne',
  author: 'Yazan',
  rating: 'Puan',
  text: 'Yorum',
  date: 'Tarih',
  status: 'Durum',
  published: 'Yayında',
  hidden: 'Onay bekliyor',
  empty: 'Yorum bulunamadı.',
} as const;

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

const COLUMNS: Column<AdminComment>[] = [
  {
    header: C.boat,
    cell: (c) => (
      <a href={`/boat/${c.boatSlug}`} target="_blank" rel="noreferrer">
        {c.boatName}
      </a>
    ),
  },
  { header: C.author, cell: (c) => c.name },
  {
    header: C.rating,
    cell: (c) => (
      <span className="stars" role="img" aria-label={`5 üzerinden ${c.rating}`}>
        {stars(c.rating)}
      </span>
    ),
  },
  { header: C.text, cell: (c) => <span className="adm-comment-text">{c.text}</span> },
  { header: C.date, cell: (c) => formatDateTime(c.createdAt) },
  { header: C.status, cell: (c) => <StatusTag on={c.approved} onLabel={C.published} offLabel={C.hidden} /> },
];

export function CommentsScreen() {
  const list = useListParams(PAGE_SIZE, FILTERS);
  const { approved } = list.filters;
  const query = useComments({
    skip: list.skip,
    take: list.take,
    ...(approved === 'true' || approved === 'false' ? { approved: approved === 'true' } : {}),
  });
  return (
    <>
      <PageHeader />
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SelectFilter
          label={C.status}
          value={approved}
          onChange={(v) => list.setFilters({ approved: v })}
          options={[
            { value: 'true', label: C.published },
            { value: 'false', label: C.hidden },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={C.caption}
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(c) => c.id}
        {...queryState(query)}
        emptyLabel={C.empty}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(c) => <CommentActions comment={c} />}
      />
    </>
  );
}
