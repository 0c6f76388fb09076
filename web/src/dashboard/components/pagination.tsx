import { T } from '@/dashboard/texts';

/** Page buttons around the current page; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  exact = true,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** False: there are more than `total` rows; the last page shown is not the last. */
  exact?: boolean | undefined;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && exact) return null;
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    <nav className="adm-pagination" aria-label={T.pagination}>
      <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ {T.previous}
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className="btn btn-sm"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Sayfa ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="btn btn-sm" disabled={exact && page >= pages} onClick={() => onPage(page + 1)}>
        {T.next} ›
      </button>
      <span className="muted">{T.pageOf(exact ? Math.min(page, pages) : page, pages, exact)}</span>
    </nav>
  );
}
