import { type FormEvent, useState } from 'react';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { BoatGrid } from '@/app/boat-grid';
import {
  type ListingFilters,
  listingHref,
  ORDERS,
  PAGE_SIZE,
  parseListingFilters,
  useSearchBoats,
} from '@/features/boats/api/search-boats';
import { type Texts, useLocale } from '@/i18n/texts';
import { breadcrumbList, JsonLd } from '@/lib/json-ld';
import type { ListingData } from './listing-data';

/**
 * Page links up to what the search counted; when it stopped counting (`exact` false: there are more
 * than `total`), one more link leads on past the last counted page.
 */
function Pagination({
  base,
  filters,
  total,
  exact,
  t,
}: {
  t: Texts;
  base: string;
  filters: ListingFilters;
  total: number;
  exact: boolean;
}) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1 && exact) return null;
  return (
    <nav aria-label={t.common.pages}>
      <ul className="pagination">
        {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
          <li key={p}>
            {p === filters.page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <a href={listingHref(base, { ...filters, page: p })}>{p}</a>
            )}
          </li>
        ))}
        {exact ? null : (
          <li>
            <a href={listingHref(base, { ...filters, page: pages + 1 })} aria-label={t.listing.morePages(pages + 1)}>
              …
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** How many filters are set (the dates count once): the phone's "Filter (n)" button says it. */
export const activeFilterCount = (f: ListingFilters): number =>
  [f.regions, f.type, f.from ?? f.to, f.guests, f.cabins, f.length_min, f.length_max, f.price_min, f.price_max].filter(
    (v) => v !== undefined,
  ).length;

/** /listing and /listingsale: a plain GET form (works without JavaScript) over URL-driven results. */
export function ListingPage() {
  const data = useData<ListingData>();
  const { kind, filters } = data;
  const { t: texts, href } = useLocale();
  const t = texts.listing;
  const base = href(kind === 'rent' ? '/listing' : '/listingsale');
  // Filters the server's search refused are not asked again from the browser.
  const { data: result } = useSearchBoats(kind, filters, data.result, data.refused === undefined);
  const shown = result ?? data.result;
  // On a phone the filters fold behind a button (open when the page came with a refusal to fix).
  const [filtersOpen, setFiltersOpen] = useState(data.refused !== undefined);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const search: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string' && value !== '') search[key] = value;
    });
    void navigate(listingHref(base, { ...parseListingFilters(search), page: 1 }));
  };

  return (
    <>
      <JsonLd
        data={breadcrumbList(data.origin, [
          { name: texts.boat.home, path: href('/') },
          { name: data.title, path: base },
        ])}
      />
      <h1>{data.title}</h1>
      <div className="listing-layout">
        <div className="filters-fold" data-open={filtersOpen}>
          <button
            type="button"
            className="btn filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
            data-testid="filters-toggle"
          >
            {t.filterToggle(activeFilterCount(filters))}
          </button>
          <form
            id="listing-filters"
            className="filters"
            action={base}
            method="get"
            onSubmit={onSubmit}
            aria-label={t.filters}
            key={JSON.stringify(filters)}
          >
            <label className="field">
              {t.region}
              <select name="regions" defaultValue={filters.regions ?? ''}>
                <option value="">{t.all}</option>
                {data.marinas.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              {t.type}
              <select name="type" defaultValue={filters.type ?? ''}>
                <option value="">{t.all}</option>
                {data.boatTypes.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
            {kind === 'rent' && (
              <div className="row">
                <label className="field">
                  {t.from}
                  <input type="date" name="from" defaultValue={filters.from ?? ''} />
                </label>
                <label className="field">
                  {t.to}
                  <input type="date" name="to" defaultValue={filters.to ?? ''} />
                </label>
              </div>
            )}
            <div className="row">
              <label className="field">
                {t.guests}
                <input type="number" name="guests" min={0} defaultValue={filters.guests ?? ''} />
              </label>
              <label className="field">
                {t.cabins}
                <input type="number" name="cabins" min={0} defaultValue={filters.cabins ?? ''} />
              </label>
            </div>
            <div className="row">
              <label className="field">
                {t.lengthMin}
                <input type="number" name="length_min" min={0} step="0.5" defaultValue={filters.length_min ?? ''} />
              </label>
              <label className="field">
                {t.lengthMax}
                <input type="number" name="length_max" min={0} step="0.5" defaultValue={filters.length_max ?? ''} />
              </label>
            </div>
            <div className="row">
              <label className="field">
                {t.priceMin}
                <input type="number" name="price_min" min={0} defaultValue={filters.price_min ?? ''} />
              </label>
              <label className="field">
                {t.priceMax}
                <input type="number" name="price_max" min={0} defaultValue={filters.price_max ?? ''} />
              </label>
            </div>
            <label className="field">
              {t.order}
              <select name="order" defaultValue={filters.order ?? 'boat_desc'}>
                {ORDERS.map((o) => (
                  <option key={o} value={o}>
                    {t.orders[o]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn btn-primary">
              {t.submit}
            </button>
            <a href={base}>{t.clear}</a>
          </form>
        </div>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            {t.results}
          </h2>
          {data.refused !== undefined ? (
            <p className="form-error" role="alert" data-testid="listing-refused" lang={data.refusedLang}>
              {data.refused}
            </p>
          ) : (
            <>
              <p className="muted" data-testid="listing-total">
                {t.found(shown.totalExact ? `${shown.total}` : `${shown.total}+`)}
              </p>
              {shown.content.length === 0 ? (
                <p>{t.none}</p>
              ) : (
                <BoatGrid boats={shown.content} kind={kind} eagerCount={3} />
              )}
              <Pagination t={texts} base={base} filters={filters} total={shown.total} exact={shown.totalExact} />
            </>
          )}
        </section>
      </div>
    </>
  );
}
