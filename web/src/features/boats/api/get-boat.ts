import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiOk, type BoatDetail, type Fetcher, httpFetcher, request } from '@/api/client';

export async function getBoat(slug: string, fetcher: Fetcher = httpFetcher): Promise<BoatDetail> {
  return (await request<ApiOk<'/v1/boats/{slug}', 'get'>>(fetcher, `/v1/boats/${encodeURIComponent(slug)}`)).content;
}

export const boatQueryOptions = (slug: string) => queryOptions({ queryKey: ['boats', 'detail', slug], queryFn: () => getBoat(slug) });

export const useBoat = (slug: string, initialData?: BoatDetail) => useQuery({ ...boatQueryOptions(slug), initialData });
