import { formatDate, formatNumber } from '@/dashboard/components/format';
import type { PartnerDetail } from '../api/partners';
import { PARTNER_TEXTS as P } from '../texts';

/** Requests per day of the last 14 days: a table whose bars show the shape at a glance. */
export function UsageTable({ usage }: { usage: PartnerDetail['usage'] }) {
  const most = Math.max(1, ...usage.map((u) => u.requests));
  return (
    <table className="partner-usage">
      <caption className="sr-only">{P.usage}</caption>
      <thead>
        <tr>
          <th scope="col">{P.day}</th>
          <th scope="col">{P.requests}</th>
        </tr>
      </thead>
      <tbody>
        {usage.map((u) => (
          <tr key={u.day}>
            <td className="adm-nowrap">
              <time dateTime={u.day}>{formatDate(u.day)}</time>
            </td>
            <td>
              <span
                className="partner-usage-bar"
                style={{ width: `${(u.requests / most) * 100}%` }}
                aria-hidden="true"
              />
              <span>{formatNumber(u.requests)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
