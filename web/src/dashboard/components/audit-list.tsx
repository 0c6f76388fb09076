import { formatDateTime } from '@/dashboard/components/format';

/** One change in an audit trail as the API answers it (a partner's, a webhook endpoint's). */
export interface AuditListEntry {
  position: number;
  title: string;
  actor: { name: string };
  at: string;
}

/**
 * An audit trail's entries, newest first: when and who on one line, what on the next (the İş ortakları
 * page's history and a webhook endpoint's alike).
 */
export function AuditList({ entries, label }: { entries: readonly AuditListEntry[]; label: string }) {
  return (
    <ul className="adm-audit" aria-label={label}>
      {entries.map((e) => (
        <li key={e.position}>
          <time dateTime={e.at}>{formatDateTime(e.at)}</time> · <strong>{e.actor.name}</strong>
          <div>{e.title}</div>
        </li>
      ))}
    </ul>
  );
}
