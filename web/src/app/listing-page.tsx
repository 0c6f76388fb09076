import type { FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { BoatGrid } from '@/app/boat-grid';
import {
  type ListingFilters,
  listingHref,
  ORDERS,
  PAGE_SIZE,
  parseListingFilters,
  type SearchOrder,
  useSearchBoats,
} from '@/features/boats/api/search-boats';
import type { ListingData } from './listing-data';

const ORDER_LABELS: Record<SearchOrder, string> = {
  boat_desc: 'En yeni',
  boat_asc: 'En eski',
  price_asc: 'Fiyat (artan)',
  price_desc: 'Fiyat (azalan)',
  popular: 'Popüler',
};

/**
 * Page links up to what the search counted; when it stopped counting (`exact` false: there are more
 * than `total`), one more link leads on past the last counted page.
 */
function Pagination({
  base,
  filters,
  total,
  exact,
}: {
  base: string;
  filters: ListingFilters;
  total: number;
  exact: boolean;
}) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1 && exact) return null;
  return (
    <nav aria-label="Sayfalar">
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
            <a
              href={listingHref(base, { ...filters, page: pages + 1 })}
              aria-label={`Sonraki sayfalar (${pages + 1}. sayfa)`}
            >
              …
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** /listing and /listingsale: a plain GET form (works without JavaScript) over URL-driven results. */
export function ListingPage() {
  const data = useData<ListingData>();
  const { kind, filters } = data;
  const base = kind === 'rent' ? '/listing' : '/listingsale';
  const { data: result } = useSearchBoats(kind, filters, data.result);
  const shown = result ?? data.result;

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
      <h1>{data.title}</h1>
      <div className="listing-layout">
        <form
          className="filters"
          action={base}
          method="get"
          onSubmit={onSubmit}
          aria-label="Filtreler"
          key={JSON.stringify(filters)}
        >
          <label className="field">
            Bölge / marina
            <select name="regions" defaultValue={filters.regions ?? ''}>
              <option value="">Tümü</option>
              {data.marinas.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Tekne tipi
            <select name="type" defaultValue={filters.type ?? ''}>
              <option value="">Tümü</option>
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
                Biniş
                <input type="date" name="from" defaultValue={filters.from ?? ''} />
              </label>
              <label className="field">
                Dönüş
                <input type="date" name="to" defaultValue={filters.to ?? ''} />
              </label>
            </div>
          )}
          <div className="row">
            <label className="field">
              Misafir (en az)
              <input type="number" name="guests" min={0} defaultValue={filters.guests ?? ''} />
            </label>
            <label className="field">
              Kabin (en az)
              <input type="number" name="cabins" min={0} defaultValue={filters.cabins ?? ''} />
            </label>
          </div>
          <div className="row">
            <label className="field">
              Boy en az (m)
              <input type="number" name="length_min" min={0} step="0.5" defaultValue={filters.length_min ?? ''} />
            </label>
            <label className="field">
              Boy en çok (m)
              <input type="number" name="length_max" min={0} step="0.5" defaultValue={filters.length_max ?? ''} />
            </label>
          </div>
          <div className="row">
            <label className="field">
              Fiyat en az (TL)
              <input type="number" name="price_min" min={0} defaultValue={filters.price_min ?? ''} />
            </label>
            <label className="field">
              Fiyat en çok (TL)
              <input type="number" name="price_max" min={0} defaultValue={filters.price_max ?? ''} />
            </label>
          </div>
          <label className="field">
            Sıralama
            <select name="order" defaultValue={filters.order ?? 'boat_desc'}>
              {ORDERS.map((o) => (
                <option key={o} value={o}>
                  {ORDER_LABELS[o]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-primary">
            Filtrele
          </button>
          <a href={base}>Filtreleri temizle</a>
        </form>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            Sonuçlar
          </h2>
          <p className="muted" data-testid="listing-total">
            {shown.totalExact ? shown.total : `${shown.total}+`} tekne bulundu
          </p>
          {shown.content.length === 0 ? (
            <p>Bu filtrelere uyan tekne yok.</p>
          ) : (
            <BoatGrid boats={shown.content} kind={kind} eagerCount={3} />
          )}
          <Pagination base={base} filters={filters} total={shown.total} exact={shown.totalExact} />
        </section>
      </div>
    </>
  );
}
