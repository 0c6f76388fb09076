import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { formatDateTime } from '@/dashboard/components/format';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { T } from '@/dashboard/texts';
import { type Subscriber, useDeleteSubscriber, useSubscribers } from '../api/subscribers';

const PAGE_SIZE = 50;
const NO_FILTERS = [] as const;
const COLUMNS: Column<Subscriber>[] = [
  { header: 'E-posta', cell: (s) => <a href={`mailto:${s.email}`}>{s.email}</a> },
  { header: 'Abonelik tarihi', cell: (s) => formatDateTime(s.createdAt) },
];

export function SubscribersScreen() {
  const list = useListParams(PAGE_SIZE, NO_FILTERS);
  const query = useSubscribers({ skip: list.skip, take: list.take });
  const remove = useDeleteSubscriber();
  const confirm = useConfirm();
  return (
    <>
      <PageHeader>
        <p className="muted">E-bülten aboneleri, en yeni önce.</p>
      </PageHeader>
      <DataTable
        caption="E-bülten aboneleri"
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(s) => s.id}
        {...queryState(query)}
        emptyLabel="Henüz abone yok."
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(s) => (
          <button
            type="button"
            className="btn btn-sm btn-danger"
            disabled={remove.isPending}
            aria-label={`${T.delete}: ${s.email}`}
            onClick={async () => {
              if (await confirm({ message: T.deleteConfirm(`${s.email} aboneliği`) })) remove.mutate(s.id);
            }}
          >
            {T.delete}
          </button>
        )}
      />
    </>
  );
}
