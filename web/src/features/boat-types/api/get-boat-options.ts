import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiOk, unwrap } from '@/api/client';

export type BoatOptions = ApiOk<'/v1/search/boatoptions', 'get'>['content'];

export const getBoatOptions = async (client: ApiClient = api): Promise<BoatOptions> =>
  (await unwrap(client.GET('/v1/search/boatoptions'))).content;

export const boatOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['search', 'boatoptions'], queryFn: () => getBoatOptions(), staleTime: 5 * 60_000 });

export const useBoatOptions = (enabled = true) => useQuery({ ...boatOptionsQueryOptions(), enabled });
