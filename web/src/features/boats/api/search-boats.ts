import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiOk, type QueryOf, unwrap } from '@/api/client';
import { toQueryString } from '@/lib/query-string';

export const PAGE_SIZE = 20;
export type BoatsKind = 'rent' | 'sale';
export type SearchBoatsResult = ApiOk<'/v1/searchboats', 'get'>;
export type SearchOrder = NonNullable<QueryOf<'/v1/searchboats'>['order']>;
export const ORDERS: SearchOrder[] = ['boat_desc', 'boat_asc', 'price_asc', 'price_desc', 'popular'];

/**
 * Listing filters exactly as they appear in the page URL (so a filtered listing can be shared): the
 * search's own parameters with a page number for skip and take; the currency is the visitor's, not the URL's.
 */
export type ListingFilters = Omit<QueryOf<'/v1/searchboats'>, 'skip' | 'take' | 'currency'> & { page: number };

const NUMERIC = ['regions', 'type', 'guests', 'cabins', 'length_min', 'length_max', 'price_min', 'price_max'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseListingFilters(search: Record<string, string>): ListingFilters {
  const filters: ListingFilters = { page: Math.max(1, Math.floor(Number(search.page)) || 1) };
  for (const key of NUMERIC) {
    const n = Number(search[key]);
    if (search[key] !== undefined && search[key] !== '' && Number.isFinite(n) && n >= 0) filters[key] = n;
  }
  if (search.order && (ORDERS as string[]).includes(search.order)) filters.order = search.order as SearchOrder;
  if (search.from && DATE.test(search.from)) filters.from = search.from;
  if (search.to && DATE.test(search.to)) filters.to = search.to;
  return filters;
}

export function listingHref(base: string, filters: ListingFilters): string {
  const { page, ...rest } = filters;
  return `${base}${toQueryString({ ...rest, page: page > 1 ? page : undefined })}`;
}

export async function searchBoats(
  kind: BoatsKind,
  filters: ListingFilters,
  client: ApiClient = api,
): Promise<SearchBoatsResult> {
  const { page, ...rest } = filters;
  const query = { ...rest, skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE };
  return kind === 'rent'
    ? unwrap(client.GET('/v1/searchboats', { params: { query } }))
    : unwrap(client.GET('/v1/searchboatsforsale', { params: { query } }));
}

export const searchBoatsQueryOptions = (kind: BoatsKind, filters: ListingFilters) =>
  queryOptions({ queryKey: ['boats', 'list', kind, filters], queryFn: () => searchBoats(kind, filters) });

export const useSearchBoats = (
  kind: BoatsKind,
  filters: ListingFilters,
  initialData?: SearchBoatsResult,
  enabled = true,
) => useQuery({ ...searchBoatsQueryOptions(kind, filters), initialData, placeholderData: keepPreviousData, enabled });
