import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { formatDateTime } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import { T } from '@/dashboard/texts';
import { type AdminWebhook, type WebhookSecret, useDeleteWebhook, useWebhooks } from '../api/webhooks';
import { SecretDialog } from './secret-dialog';
import { WebhookForm } from './webhook-form';
import { EVENT_SHORT, EVENT_TYPES, W } from './webhook-texts';

const PAGE_SIZE = 20;

const COLUMNS: Column<AdminWebhook>[] = [
  {
    header: W.address,
    cell: (w) => (
      <>
        <AdminLink to={`/settings/webhooks/${w.id}`}>{w.url}</AdminLink>
        {w.description ? (
          <>
            <br />
            <span className="muted">{w.description}</span>
          </>
        ) : null}
      </>
    ),
  },
  {
    header: W.events,
    cell: (w) =>
      w.eventTypes.length === EVENT_TYPES.length ? W.allEvents : w.eventTypes.map((t) => EVENT_SHORT[t]).join(', '),
  },
  {
    header: W.owner,
    cell: (w) =>
      w.partnerId ? <AdminLink to={`/partners/${w.partnerId}`}>{w.partnerName ?? w.partnerId}</AdminLink> : W.office,
  },
  {
    header: W.state,
    cell: (w) => (
      <>
        <span className={`adm-tag ${w.enabled ? 'is-on' : 'is-warn'}`}>{w.enabled ? W.on : W.off}</span>
        {w.disabledReason ? <span className="form-error"> {w.disabledReason}</span> : null}
      </>
    ),
  },
  {
    header: W.deliveries,
    cell: (w) => (
      <>
        {W.pending(w.pending)}
        {w.failed > 0 ? <span className="form-error"> · {W.failed(w.failed)}</span> : null}
        {w.lastDeliveredAt ? (
          <>
            <br />
            <span className="muted">{W.lastDelivered(formatDateTime(w.lastDeliveredAt))}</span>
          </>
        ) : null}
      </>
    ),
  },
];

/** Ayarlar › Webhook'lar: the endpoints, each with its state and counts; its secret shown once. */
export function WebhooksScreen() {
  const list = useListParams(PAGE_SIZE, []);
  const query = useWebhooks({ skip: list.skip, take: list.take });
  const [editing, setEditing] = useState<AdminWebhook | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const remove = useDeleteWebhook();
  const confirm = useConfirm();

  return (
    <>
      <PageHeader
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
            + {W.add}
          </button>
        }
      >
        <p className="muted">{W.intro}</p>
      </PageHeader>
      <DataTable
        caption={W.caption}
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(w) => w.id}
        {...queryState(query)}
        emptyLabel={W.empty}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(w) => (
          <>
            <AdminLink className="btn btn-sm" to={`/settings/webhooks/${w.id}`}>
              {W.open}
            </AdminLink>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => setEditing(w)}
              aria-label={`${T.edit}: ${w.url}`}
            >
              {T.edit}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={remove.isPending}
              aria-label={`${T.delete}: ${w.url}`}
              onClick={async () => {
                if (await confirm({ message: W.deleteConfirm(w.url) })) remove.mutate(w.id);
              }}
            >
              {T.delete}
            </button>
          </>
        )}
      />
      {editing ? (
        <WebhookForm
          {...(editing === 'new' ? {} : { webhook: editing })}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created);
          }}
        />
      ) : null}
      {secret ? <SecretDialog created={secret} onClose={() => setSecret(null)} /> : null}
    </>
  );
}
