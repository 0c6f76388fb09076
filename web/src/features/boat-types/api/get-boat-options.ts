import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiOk, type Fetcher, httpFetcher, request } from '@/api/client';

export type BoatOptions = ApiOk<'/v1/search/boatoptions', 'get'>['content'];

export const getBoatOptions = async (fetcher: Fetcher = httpFetcher): Promise<BoatOptions> =>
  (await request<ApiOk<'/v1/search/boatoptions', 'get'>>(fetcher, '/v1/search/boatoptions')).content;

export const boatOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'boatoptions'], queryFn: () => getBoatOptions(), staleTime: 5 * 60_000 });

export const useBoatOptions = (enabled = true) => useQuery({ ...boatOptionsQueryOptions(), enabled });
