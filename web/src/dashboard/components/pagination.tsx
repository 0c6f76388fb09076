import { T } from '@/dashboard/texts';

/** Page buttons around the current page; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
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
      <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {T.next} ›
      </button>
      <span className="muted">{T.pageOf(Math.min(page, pages), pages)}</span>
    </nav>
  );
}
