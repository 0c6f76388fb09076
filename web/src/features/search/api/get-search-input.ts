import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiOk, unwrap } from '@/api/client';

export type SearchOption = ApiOk<'/v1/search/input', 'get'>['content'][number];

export const getSearchInput = async (searchString: string, client: ApiClient = api): Promise<SearchOption[]> =>
  (await unwrap(client.GET('/v1/search/input', { params: { query: { searchString } } }))).content;

/** Each distinct query is fetched once and kept, so typing back to an earlier query costs no request. */
export const searchInputQueryOptions = (searchString: string) =>
  queryOptions({
    queryKey: ['search', 'input', searchString],
    queryFn: () => getSearchInput(searchString),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });

export const useSearchInput = (searchString: string) =>
  useQuery({ ...searchInputQueryOptions(searchString), enabled: searchString.length >= 2 });
