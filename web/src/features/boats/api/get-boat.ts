import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type BoatDetail, unwrap } from '@/api/client';

export async function getBoat(slug: string, client: ApiClient = api): Promise<BoatDetail> {
  return (await unwrap(client.GET('/v1/boats/{slug}', { params: { path: { slug } } }))).content;
}

export const boatQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['boats', 'detail', slug], queryFn: () => getBoat(slug) });

export const useBoat = (slug: string, initialData?: BoatDetail) => useQuery({ ...boatQueryOptions(slug), initialData });
