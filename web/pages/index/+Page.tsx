import { useData } from 'vike-react/useData';
import { BoatGrid } from '@/app/boat-grid';
import { Price } from '@/components/ui/price';
import { htmlIn, pick } from '@/i18n/content';
import { Localized } from '@/i18n/localized';
import { useLocale } from '@/i18n/texts';
import { SanitizedHtml } from '@/lib/sanitized-html';
import type { Data } from './+data';

export default function Page() {
  const { popular, boatOfMonth, home } = useData<Data>();
  const { t: texts, lang, href, number } = useLocale();
  const t = texts.home;
  return (
    <>
      <section className="hero">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        <form className="quick-search" action={href('/listing')} method="get" aria-label={t.searchLabel}>
          <label className="field">
            {t.from}
            <input type="date" name="from" />
          </label>
          <label className="field">
            {t.to}
            <input type="date" name="to" />
          </label>
          <label className="field">
            {t.guests}
            <input type="number" name="guests" min={1} max={100} inputMode="numeric" />
          </label>
          <button type="submit" className="btn btn-gold">
            {t.find}
          </button>
        </form>
      </section>

      <section className="section" aria-labelledby="popular-title">
        <h2 id="popular-title">{t.popular}</h2>
        <BoatGrid boats={popular} kind="rent" eagerCount={4} />
      </section>

      {boatOfMonth && (
        <section className="section boat-of-month" aria-labelledby="bom-title" data-testid="boat-of-month">
          {boatOfMonth.thumbnail && (
            <img src={boatOfMonth.thumbnail} alt={boatOfMonth.name} width={400} height={267} loading="lazy" />
          )}
          <div>
            <span className="badge">{texts.common.boatOfMonth}</span>
            <h2 id="bom-title">{boatOfMonth.name}</h2>
            <p className="muted">
              <Localized lang={lang} tr={boatOfMonth.typeName} en={boatOfMonth.typeNameEn} /> ·{' '}
              <Localized lang={lang} tr={boatOfMonth.marinaName} en={boatOfMonth.marinaNameEn} /> ·{' '}
              {number(boatOfMonth.lengthM)} m · {texts.common.guests(boatOfMonth.guestsDay)}
            </p>
            {boatOfMonth.lowestDailyPrice && (
              <p className="card-price">
                {t.priceBefore}
                <Price money={boatOfMonth.lowestDailyPrice} />
                {t.priceAfter}
              </p>
            )}
            <a className="btn btn-primary" href={href(`/boat/${boatOfMonth.slug}`)}>
              {t.view}
            </a>
          </div>
        </section>
      )}

      {home && (
        <section className="section" aria-label={pick(lang, home.title, home.titleEn).value}>
          <SanitizedHtml {...htmlIn(pick(lang, home.html, home.htmlEn))} />
        </section>
      )}
    </>
  );
}
