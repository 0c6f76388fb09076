import { formatDate, formatDeadline, formatNumber } from '@/dashboard/components/format';
import { AdminLink } from '@/dashboard/components/link';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { useSessionStore } from '@/stores/session';
import {
  conflictDays,
  ExternalConflictBadge,
  OverdueBadge,
  STATUS_LABEL,
} from '@/dashboard/components/reservation-status';
import { formatMoney } from '@/dashboard/components/money';
import { formatStay } from '@/lib/date-ranges';
import { useHome } from '../api/home';
import { UntranslatedCard } from './untranslated-card';
import '@/dashboard/operations.css';

const H = {
  hello: (name: string) => `Hoş geldiniz, ${name}`,
  ownerNote: 'Yalnızca kendi teknelerinizin bilgileri gösterilir.',
  boats: 'Tekne',
  departures: 'Bugün binişler',
  returns: 'Bugün dönüşler',
  expiring: 'Süresi 24 saat içinde dolacak opsiyonlar',
  none: 'Kayıt yok.',
  until: 'Opsiyon bitişi',
  counts: 'Rezervasyonlar ve tekneler',
  all: 'Tüm rezervasyonlar',
  overdue: 'Kalan ödemesi gecikenler',
  balancesDue: 'Kalan ödemesinin son günü bu hafta olanlar',
  dueOn: 'Son gün',
  conflicts: 'Takvim çakışmaları: başka platformda da satılmış günler',
  conflictsHelp:
    'Diğer platformdaki kaydı kontrol edip çakışmayı çözün; çözünce rezervasyon ekranından uyarıyı kaldırın.',
  otherPlatform: 'Diğer platform',
} as const;

type BalanceItem = NonNullable<ReturnType<typeof useHome>['data']>['overdue'][number];

/** A home card of balances (overdue, or due this week): each reservation, what is left and its last day. */
function BalanceList({
  id,
  className,
  title,
  items,
  overdue = false,
}: {
  id: string;
  className: string;
  title: string;
  items: readonly BalanceItem[];
  overdue?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section className={className} aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      <ul className="ops-list">
        {items.map((r) => (
          <li key={r.id}>
            <span>
              <AdminLink to={`/reservations/${r.id}`}>
                <strong>{r.reference}</strong>
              </AdminLink>{' '}
              {overdue ? <OverdueBadge dueOn={r.dueOn} /> : null} · {r.boatName} · {r.customerName}
            </span>
            <span className="muted">
              {formatMoney(r.balance, r.currency)} · {H.dueOn}: {formatDate(r.dueOn)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeScreen() {
  const session = useSessionStore((s) => s.session);
  const home = useHome();
  return (
    <>
      <PageHeader>
        <p className="muted">
          {H.hello(session?.user_name ?? '')}
          {session?.user_role === 'OWNER' ? ` · ${H.ownerNote}` : ''}
        </p>
      </PageHeader>
      {home.isPending ? (
        <Loading />
      ) : home.error ? (
        <ErrorState error={home.error} onRetry={() => void home.refetch()} />
      ) : (
        <>
          <h2 className="sr-only">{H.counts}</h2>
          <div className="ops-stats">
            {(['option', 'confirmed', 'completed', 'cancelled'] as const).map((s) => (
              <AdminLink key={s} className="ops-stat" to={`/reservations?status=${s}`}>
                <strong>{formatNumber(home.data.counts[s])}</strong>
                <span>{STATUS_LABEL[s]}</span>
              </AdminLink>
            ))}
            <AdminLink className="ops-stat" to="/boats">
              <strong>{formatNumber(home.data.boats)}</strong>
              <span>{H.boats}</span>
            </AdminLink>
          </div>
          <BalanceList
            id="home-overdue"
            className="adm-card ops-overdue-card"
            title={H.overdue}
            items={home.data.overdue}
            overdue
          />
          <BalanceList
            id="home-balances-due"
            className="adm-card"
            title={H.balancesDue}
            items={home.data.balancesDue}
          />
          {home.data.conflicts.length > 0 ? (
            <section className="adm-card ops-conflict-card" aria-labelledby="home-conflicts">
              <h2 id="home-conflicts">{H.conflicts}</h2>
              <p className="muted">{H.conflictsHelp}</p>
              <ul className="ops-list">
                {home.data.conflicts.map((r) => (
                  <li key={r.id}>
                    <span>
                      <AdminLink to={`/reservations/${r.id}`}>
                        <strong>{r.reference}</strong>
                      </AdminLink>{' '}
                      <ExternalConflictBadge conflicts={r.conflicts} /> · {r.boatName} · {r.customerName} ·{' '}
                      {formatStay(r.start, r.end)}
                    </span>
                    <span className="muted">
                      {H.otherPlatform}: {r.conflicts.map(conflictDays).join('; ')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className="ops-grid">
            <section className="adm-card" aria-labelledby="home-dep">
              <h2 id="home-dep">
                {H.departures} · {formatDate(home.data.today)}
              </h2>
              <RangeList items={home.data.departures} />
            </section>
            <section className="adm-card" aria-labelledby="home-ret">
              <h2 id="home-ret">
                {H.returns} · {formatDate(home.data.today)}
              </h2>
              <RangeList items={home.data.returns} />
            </section>
            <section className="adm-card" aria-labelledby="home-exp">
              <h2 id="home-exp">{H.expiring}</h2>
              {home.data.expiring.length === 0 ? (
                <p className="muted">{H.none}</p>
              ) : (
                <ul className="ops-list">
                  {home.data.expiring.map((r) => (
                    <li key={r.id}>
                      <span>
                        <AdminLink to={`/reservations/${r.id}`}>
                          <strong>{r.reference}</strong>
                        </AdminLink>{' '}
                        · {r.boatName} · {r.customerName}
                      </span>
                      <span className="muted">
                        {H.until}: {formatDeadline(r.optionUntil)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
          {session?.user_role === 'ADMIN' ? <UntranslatedCard /> : null}
        </>
      )}
    </>
  );
}

function RangeList({ items }: { items: { ref: string; boatName: string; label: string; status: string }[] }) {
  if (items.length === 0) return <p className="muted">{H.none}</p>;
  return (
    <ul className="ops-list">
      {items.map((o) => (
        <li key={o.ref}>
          <AdminLink to={`/reservations/${o.ref}`}>
            <strong>{o.boatName}</strong>
          </AdminLink>
          <span>{o.label}</span>
        </li>
      ))}
    </ul>
  );
}
