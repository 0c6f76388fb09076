import { useState } from 'react';
import { useConfirm } from '@/dashboard/components/confirm-dialog';
import { type Column, DataTable } from '@/dashboard/components/data-table';
import { formatDateTime } from '@/dashboard/components/format';
import { type PartnerDetail, type PartnerKey, useIssueKey, useRevokeKey, useRotateKey } from '../api/partners';
import { KEY_STATUS_LABEL } from '../labels';
import { PARTNER_TEXTS as P } from '../texts';
import { RotateDialog } from './rotate-dialog';
import { SecretModal } from './secret-modal';

const usable = (k: PartnerKey) => k.status === 'active' || k.status === 'expiring';

const columns: Column<PartnerKey>[] = [
  { header: P.prefix, cell: (k) => <code>fk_{k.prefix}_…</code> },
  {
    header: P.status,
    cell: (k) => <span className={`adm-tag ${usable(k) ? 'is-on' : 'is-off'}`}>{KEY_STATUS_LABEL[k.status]}</span>,
  },
  { header: P.createdAt, cell: (k) => formatDateTime(k.createdAt) },
  { header: P.expiresAt, cell: (k) => formatDateTime(k.revokedAt ?? k.expiresAt) },
  { header: P.lastUsed, cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : P.never) },
];

/** A partner's keys: give one (shown once), rotate one with an overlap, revoke one. */
export function PartnerKeys({ detail }: { detail: PartnerDetail }) {
  const { partner, keys } = detail;
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState<PartnerKey | null>(null);
  const issue = useIssueKey((issued) => setSecret(issued.secret));
  const rotate = useRotateKey((issued) => {
    setRotating(null);
    setSecret(issued.secret);
  });
  const revoke = useRevokeKey();
  const confirm = useConfirm();
  const revokeKey = async (k: PartnerKey) => {
    if (await confirm({ title: P.revokeTitle, message: P.revokeConfirm(k.prefix), confirmLabel: P.revoke }))
      revoke.mutate({ id: partner.id, keyId: k.id });
  };
  return (
    <section className="adm-card" aria-labelledby="partner-keys">
      <div className="partner-card-head">
        <h2 id="partner-keys">{P.keys}</h2>
        <button
          type="button"
          className="btn btn-primary"
          disabled={issue.isPending}
          onClick={() => issue.mutate(partner.id)}
        >
          {P.issueKey}
        </button>
      </div>
      <DataTable
        caption={P.keys}
        columns={columns}
        rows={keys}
        rowKey={(k) => k.id}
        isLoading={false}
        error={null}
        emptyLabel={P.noKeys}
        actions={(k) =>
          usable(k) ? (
            <>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => setRotating(k)}
                aria-label={`${P.rotate}: fk_${k.prefix}`}
              >
                {P.rotate}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                disabled={revoke.isPending}
                onClick={() => void revokeKey(k)}
                aria-label={`${P.revoke}: fk_${k.prefix}`}
              >
                {P.revoke}
              </button>
            </>
          ) : null
        }
      />
      {rotating ? (
        <RotateDialog
          partnerKey={rotating}
          pending={rotate.isPending}
          onRotate={(overlapHours) => rotate.mutate({ id: partner.id, keyId: rotating.id, overlapHours })}
          onClose={() => setRotating(null)}
        />
      ) : null}
      {secret ? <SecretModal secret={secret} onClose={() => setSecret(null)} /> : null}
    </section>
  );
}
