import { AuditList } from '@/dashboard/components/audit-list';
import { AdminLink } from '@/dashboard/components/link';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { type AdminWebhook, useWebhookEvents } from '../api/webhooks';
import { W } from './webhook-texts';

function Entries({ id }: { id: string }) {
  const events = useWebhookEvents(id);
  if (events.isPending) return <Loading />;
  if (events.error) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p className="muted">{W.historyEmpty}</p>;
  return <AuditList entries={events.data} label={W.history} />;
}

/**
 * "İşlem geçmişi": who registered, changed, stopped, re-keyed, asked to redeliver the endpoint, and when,
 * newest first (the office's users and, for a partner's endpoint, the partner with its key), as the
 * İş ortakları page shows a partner's history.
 */
export function WebhookHistory({ endpoint }: { endpoint: AdminWebhook }) {
  return (
    <section className="adm-card" aria-labelledby="webhook-history">
      <h2 id="webhook-history">{W.history}</h2>
      <p className="muted">
        {W.historyIntro}
        {endpoint.partnerId ? (
          <>
            {' '}
            {W.partnerHistory} <AdminLink to={`/partners/${endpoint.partnerId}`}>{W.partnerPage}</AdminLink>
          </>
        ) : null}
      </p>
      <Entries id={endpoint.id} />
    </section>
  );
}
