import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { StatusTag } from '@/dashboard/components/data-table';
import { formatDateTime, formatNumber, formatPercent } from '@/dashboard/components/format';
import { AuditList } from '@/dashboard/components/audit-list';
import { AdminLink } from '@/dashboard/components/link';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { T } from '@/dashboard/texts';
import { type PartnerDetail, usePartner, usePartnerEvents } from '../api/partners';
import { LANGUAGE_LABEL, SCOPE_LABEL } from '../labels';
import { PARTNER_TEXTS as P } from '../texts';
import { PartnerForm } from './partner-form';
import { PartnerKeys } from './partner-keys';
import { UsageTable } from './usage-table';
import '@/dashboard/operations.css';
import './partners.css';

function Summary({ detail }: { detail: PartnerDetail }) {
  const p = detail.partner;
  return (
    <section className="adm-card" aria-labelledby="partner-summary">
      <h2 id="partner-summary">{P.summary}</h2>
      <dl className="adm-detail">
        <dt>{P.status}</dt>
        <dd>
          <StatusTag on={!p.disabled} onLabel={P.open} offLabel={P.closed} />
        </dd>
        <dt>{P.contactName}</dt>
        <dd>{p.contactName ?? '—'}</dd>
        <dt>{P.contactEmail}</dt>
        <dd>{p.contactEmail ? <a href={`mailto:${p.contactEmail}`}>{p.contactEmail}</a> : '—'}</dd>
        <dt>{P.contactPhone}</dt>
        <dd>{p.contactPhone ?? '—'}</dd>
        <dt>{P.scopes}</dt>
        <dd>{p.scopes.length ? p.scopes.map((s) => SCOPE_LABEL[s]).join(', ') : '—'}</dd>
        <dt>{P.language}</dt>
        <dd>{LANGUAGE_LABEL[p.language]}</dd>
        <dt>{P.commissionShown}</dt>
        <dd>{p.commissionPercent === null ? '—' : formatPercent(p.commissionPercent)}</dd>
        <dt>{P.origins}</dt>
        <dd>{p.allowedOrigins.length ? p.allowedOrigins.join(', ') : '—'}</dd>
        <dt>{P.maxLiveOptions}</dt>
        <dd>
          {formatNumber(p.maxLiveOptions)} ({P.liveOptions}: {formatNumber(detail.liveOptions)})
        </dd>
        <dt>{P.requestsPerMinute}</dt>
        <dd>{formatNumber(p.requestsPerMinute)}</dd>
        <dt>{P.lastUsed}</dt>
        <dd>{p.lastUsedAt ? formatDateTime(p.lastUsedAt) : P.never}</dd>
      </dl>
      <AdminLink to={`/reservations?partner_id=${p.id}`}>{P.reservations}</AdminLink>
    </section>
  );
}

function AuditTrail({ id }: { id: string }) {
  const events = usePartnerEvents(id);
  if (events.isPending) return <Loading />;
  if (events.error) return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  return (
    <section className="adm-card" aria-labelledby="partner-audit">
      <h2 id="partner-audit">{P.audit}</h2>
      <AuditList entries={[...events.data].reverse()} label={P.audit} />
    </section>
  );
}

/** A partner: its details, keys (given once, rotated with an overlap, revoked), its last 14 days and its history. */
export function PartnerDetailScreen() {
  const { id = '' } = useParams();
  const partner = usePartner(id);
  const [editing, setEditing] = useState(false);
  if (partner.isPending) return <Loading />;
  if (partner.error) return <ErrorState error={partner.error} onRetry={() => void partner.refetch()} />;
  const detail = partner.data;
  return (
    <>
      <PageHeader
        title={detail.partner.name}
        actions={
          <>
            <AdminLink className="btn" to="/partners">
              {P.backToList}
            </AdminLink>
            <button type="button" className="btn" onClick={() => setEditing(true)}>
              {T.edit}
            </button>
          </>
        }
      />
      <div className="ops-grid">
        <Summary detail={detail} />
        <section className="adm-card" aria-labelledby="partner-usage">
          <h2 id="partner-usage">{P.usage}</h2>
          <UsageTable usage={detail.usage} />
        </section>
      </div>
      <PartnerKeys detail={detail} />
      <AuditTrail id={id} />
      {editing ? <PartnerForm partner={detail.partner} onClose={() => setEditing(false)} /> : null}
    </>
  );
}
