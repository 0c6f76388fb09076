import { useData } from 'vike-react/useData';
import { BoatGrid } from '@/app/boat-grid';
import { Price } from '@/components/ui/price';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { popular, boatOfMonth, home } = useData<Data>();
  return (
    <>
      <section className="hero">
        <h1>Fethiye’de tekne kiralama</h1>
        <p>
          Gulet, motoryat ve yelkenli: Fethiye, Göcek ve Ölüdeniz koylarında günlük ve haftalık tekne kiralayın.
          Yalnızca %20 ön ödeme ile yerinizi ayırtın, TÜRSAB güvencesiyle.
        </p>
        <form className="quick-search" action="/listing" method="get" aria-label="Tekne ara">
          <label className="field">
            Biniş tarihi
            <input type="date" name="from" />
          </label>
          <label className="field">
            Dönüş tarihi
            <input type="date" name="to" />
          </label>
          <label className="field">
            Misafir
            <input type="number" name="guests" min={1} max={100} inputMode="numeric" />
          </label>
          <button type="submit" className="btn btn-gold">
            Tekne bul
          </button>
        </form>
      </section>

      <section className="section" aria-labelledby="popular-title">
        <h2 id="popular-title">Popüler tekneler</h2>
        <BoatGrid boats={popular} kind="rent" eagerCount={4} />
      </section>

      {boatOfMonth && (
        <section className="section boat-of-month" aria-labelledby="bom-title" data-testid="boat-of-month">
          {boatOfMonth.thumbnail && (
            <img src={boatOfMonth.thumbnail} alt={boatOfMonth.name} width={400} height={267} loading="lazy" />
          )}
          <div>
            <span className="badge">Ayın Teknesi</span>
            <h2 id="bom-title">{boatOfMonth.name}</h2>
            <p className="muted">
              {boatOfMonth.typeName} · {boatOfMonth.marinaName} · {boatOfMonth.lengthM} m · {boatOfMonth.guestsDay}{' '}
              misafir
            </p>
            {boatOfMonth.lowestDailyPrice && (
              <p className="card-price">
                Günlük <Price money={boatOfMonth.lowestDailyPrice} />
                {'’den başlayan fiyatlarla'}
              </p>
            )}
            <a className="btn btn-primary" href={`/boat/${boatOfMonth.slug}`}>
              Tekneyi incele
            </a>
          </div>
        </section>
      )}

      {home && (
        <section className="section" aria-label={home.title}>
          <SanitizedHtml html={home.html} />
        </section>
      )}
    </>
  );
}
