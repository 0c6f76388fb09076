import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable, queryState } from '@/dashboard/components/data-table';
import { FilterBar, SelectFilter } from '@/dashboard/components/filter-bar';
import { formatDateTime } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { useListParams } from '@/dashboard/components/list-params';
import { PageHeader } from '@/dashboard/components/page-header';
import {
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookSecret,
  useDeliveries,
  useRedeliver,
  useRotateWebhookSecret,
  useUpdateWebhook,
  useWebhook,
} from '../api/webhooks';
import { SecretDialog } from './secret-dialog';
import { WebhookHistory } from './webhook-history';
import { DELIVERY_STATUS_LABEL, EVENT_LABEL, W } from './webhook-texts';

const PAGE_SIZE = 20;
const FILTERS = ['status'] as const;
const STATUSES = Object.keys(DELIVERY_STATUS_LABEL) as DeliveryStatus[];

const COLUMNS: Column<WebhookDelivery>[] = [
  { header: W.date, cell: (d) => formatDateTime(d.createdAt) },
  {
    header: W.event,
    cell: (d) => (
      <details>
        <summary>{EVENT_LABEL[d.eventType]}</summary>
        <pre className="muted">{JSON.stringify(JSON.parse(d.payload), null, 2)}</pre>
      </details>
    ),
  },
  { header: W.subject, cell: (d) => <code>{d.subject}</code> },
  {
    header: W.status,
    cell: (d) => (
      <>
        <span className={`adm-tag${d.status === 'failed' ? ' is-warn' : d.status === 'delivered' ? ' is-on' : ''}`}>
          {DELIVERY_STATUS_LABEL[d.status]}
        </span>
        <br />
        <span className="muted">
          {W.attempts(d.attempts)}
          {d.nextAttemptAt ? ` · ${W.nextAttempt(formatDateTime(d.nextAttemptAt))}` : ''}
          {d.redeliveryRequested ? ` · ${W.redeliveryQueued}` : ''}
        </span>
        {d.lastError ? <span className="form-error"> {d.lastError}</span> : null}
      </>
    ),
  },
  { header: W.response, cell: (d) => (d.responseStatus === null ? '—' : String(d.responseStatus)) },
  { header: W.lastAttempt, cell: (d) => formatDateTime(d.lastAttemptAt) },
];

/**
 * One endpoint's delivery log (status, the receiver's answer and time; finished ones can be sent again), with
 * the endpoint's own actions (stop or enable it, renew its secret) and its history.
 */
export function WebhookDeliveriesScreen() {
  const id = useParams().id ?? '';
  const list = useListParams(PAGE_SIZE, FILTERS);
  const status = STATUSES.find((s) => s === list.filters.status);
  const webhook = useWebhook(id);
  const query = useDeliveries(id, { skip: list.skip, take: list.take, ...(status ? { status } : {}) });
  const redeliver = useRedeliver();
  const update = useUpdateWebhook();
  const [secret, setSecret] = useState<WebhookSecret | null>(null);
  const rotate = useRotateWebhookSecret(setSecret);
  const confirm = useConfirm();
  const endpoint = webhook.data;
  return (
    <>
      <PageHeader
        title={W.logTitle}
        actions={
          <>
            {endpoint ? (
              <>
                <button
                  type="button"
                  className="btn"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate({
                      id,
                      body: {
                        url: endpoint.url,
                        eventTypes: endpoint.eventTypes,
                        description: endpoint.description,
                        enabled: !endpoint.enabled,
                      },
                    })
                  }
                >
                  {endpoint.enabled ? W.disable : W.enable}
                </button>
                <button
                  type="button"
                  className="btn"
                  disabled={rotate.isPending}
                  onClick={async () => {
                    if (
                      await confirm({
                        title: W.rotateTitle,
                        message: W.rotateConfirm,
                        confirmLabel: W.rotateLabel,
                        danger: false,
                      })
                    )
                      rotate.mutate(id);
                  }}
                >
                  {W.rotate}
                </button>
              </>
            ) : null}
            <AdminLink className="btn" to="/settings/webhooks">
              {W.back}
            </AdminLink>
          </>
        }
      >
        {endpoint ? (
          <p>
            <strong>{endpoint.url}</strong>{' '}
            <span className={`adm-tag ${endpoint.enabled ? 'is-on' : 'is-warn'}`}>
              {endpoint.enabled ? W.on : W.off}
            </span>
          </p>
        ) : null}
      </PageHeader>
      {endpoint && !endpoint.enabled && endpoint.disabledReason ? (
        <p className="adm-card" role="status">
          {W.disabledNotice(endpoint.disabledReason)}
        </p>
      ) : null}
      <FilterBar hasFilters={list.hasFilters} onClear={list.clearFilters}>
        <SelectFilter
          label={W.statusFilter}
          value={status ?? ''}
          onChange={(v) => list.setFilters({ status: v })}
          options={STATUSES.map((s) => ({ value: s, label: DELIVERY_STATUS_LABEL[s] }))}
        />
      </FilterBar>
      <DataTable
        caption={W.logCaption}
        columns={COLUMNS}
        rows={query.data?.content}
        rowKey={(d) => d.id}
        {...queryState(query)}
        emptyLabel={W.logEmpty}
        paging={{ page: list.page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onPage: list.setPage }}
        actions={(d) =>
          d.status !== 'pending' && endpoint?.enabled ? (
            <button
              type="button"
              className="btn btn-sm"
              disabled={redeliver.isPending || d.redeliveryRequested}
              aria-label={`${W.redeliver}: ${EVENT_LABEL[d.eventType]}, ${formatDateTime(d.createdAt)}`}
              onClick={() => redeliver.mutate({ id, deliveryId: d.id })}
            >
              {W.redeliver}
            </button>
          ) : null
        }
      />
      {endpoint ? <WebhookHistory endpoint={endpoint} /> : null}
      {secret ? <SecretDialog created={secret} onClose={() => setSecret(null)} /> : null}
    </>
  );
}
