import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's page and filters live in the URL (?page=2&search=…), so a filtered page can be
 * reloaded, shared and reached with back/forward. `page` is 1-based; the API gets skip/take.
 */
export function useListParams<F extends string>(pageSize: number, filterKeys: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filterValues = filterKeys.map((key) => params.get(key) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const values = filterValues.split('\u0000');
    return Object.fromEntries(filterKeys.map((key, i) => [key, values[i] ?? ''])) as Record<F, string>;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKeys is a constant list per screen
  }, [filterValues]);

  const setPage = useCallback(
    (next: number) =>
      setParams((p) => {
        const copy = new URLSearchParams(p);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      }),
    [setParams],
  );

  /** Changing a filter goes back to the first page. */
  const setFilters = useCallback(
    (patch: Partial<Record<F, string>>) =>
      setParams((p) => {
        const copy = new URLSearchParams(p);
        for (const [key, value] of Object.entries<string | undefined>(patch)) {
          if (value === undefined || value === '') copy.delete(key);
          else copy.set(key, value);
        }
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );

  const clearFilters = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const hasFilters = filterKeys.some((key) => (params.get(key) ?? '') !== '');

  return { page, take: pageSize, skip: (page - 1) * pageSize, filters, setPage, setFilters, clearFilters, hasFilters };
}
