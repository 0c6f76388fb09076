import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AdminLink } from '@/dashboard/components/link';
import { PageHeader } from '@/dashboard/components/page-header';
import { ErrorState, Loading } from '@/dashboard/components/states';
import { useSessionStore } from '@/stores/session';
import { useBoat } from '../api/boats';
import { BoatFlags } from './boats-screen';
import { BoatForm } from './boat-form';
import { CommentsTab } from './comments-tab';
import { DatesTab } from './dates-tab';
import { ExtrasTab } from './extras-tab';
import { IcalTab } from './ical-tab';
import { ImagesTab } from './images-tab';
import { PolicyTab } from './policy-tab';
import { PricesTab } from './prices-tab';
import '@/dashboard/operations.css';

const TABS = [
  { id: 'bilgiler', label: 'Bilgiler' },
  { id: 'fiyatlar', label: 'Fiyatlar' },
  { id: 'ekstralar', label: 'Ekstralar' },
  { id: 'tarihler', label: 'Tarihler' },
  { id: 'gorseller', label: 'Görseller' },
  { id: 'yorumlar', label: 'Yorumlar', adminOnly: true },
  { id: 'ical', label: 'iCal' },
  { id: 'iptal', label: 'İptal politikası' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function NewBoatScreen() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Yeni tekne"
        actions={
          <AdminLink className="btn" to="/boats">
            ← Tekneler
          </AdminLink>
        }
      />
      <BoatForm onDone={(boat) => navigate(`/boats/${boat.id}?tab=gorseller`)} />
    </>
  );
}

export function BoatDetailScreen() {
  const id = Number(useParams().id);
  const isAdmin = useSessionStore((s) => s.session?.user_role) === 'ADMIN';
  const [params, setParams] = useSearchParams();
  const boat = useBoat(Number.isInteger(id) ? id : 0);
  const tabs = TABS.filter((t) => isAdmin || !('adminOnly' in t));
  const requested = params.get('tab');
  const tab: TabId = tabs.find((t) => t.id === requested)?.id ?? 'bilgiler';

  if (boat.isPending) return <Loading />;
  if (boat.error) return <ErrorState error={boat.error} onRetry={() => void boat.refetch()} />;
  const b = boat.data;
  return (
    <>
      <PageHeader
        title={b.name}
        actions={
          <>
            <AdminLink className="btn" to="/boats">
              ← Tekneler
            </AdminLink>
            <a className="btn" href={`/boat/${b.slug}`} target="_blank" rel="noreferrer">
              Sitede gör
            </a>
          </>
        }
      >
        <p className="muted">
          #{b.id} · {b.boatTypeName} · {b.marinaName}
          {isAdmin ? ` · ${b.ownerName}` : ''}
        </p>
      </PageHeader>
      <BoatFlags boat={b} isAdmin={isAdmin} />
      <div className="ops-tabs" role="tablist" aria-label="Tekne bölümleri">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            className={tab === t.id ? 'is-current' : undefined}
            ref={(el) => {
              if (el && tab === t.id) el.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
            }}
            onClick={() => setParams(t.id === 'bilgiler' ? {} : { tab: t.id }, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'bilgiler' ? <BoatForm key={b.updatedAt} boat={b} onDone={() => undefined} /> : null}
        {tab === 'fiyatlar' ? <PricesTab boatId={b.id} /> : null}
        {tab === 'ekstralar' ? <ExtrasTab boatId={b.id} /> : null}
        {tab === 'tarihler' ? <DatesTab boatId={b.id} /> : null}
        {tab === 'gorseller' ? <ImagesTab boatId={b.id} /> : null}
        {tab === 'yorumlar' && isAdmin ? <CommentsTab boatId={b.id} /> : null}
        {tab === 'ical' ? <IcalTab boat={b} /> : null}
        {tab === 'iptal' ? <PolicyTab key={b.updatedAt} boat={b} /> : null}
      </section>
    </>
  );
}
