import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient, type ApiOk, unwrap } from '@/api/client';

export type Availability = ApiOk<'/v1/boats/{slug}/availability', 'get'>['content'];

/** Occupied ranges of a boat in [from, to); each range's end is exclusive (the return day is free). */
export const getAvailability = async (
  slug: string,
  from: string,
  to: string,
  client: ApiClient = api,
): Promise<Availability> =>
  (await unwrap(client.GET('/v1/boats/{slug}/availability', { params: { path: { slug }, query: { from, to } } })))
    .content;

export const availabilityQueryOptions = (slug: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['boats', 'availability', slug, from, to],
    queryFn: () => getAvailability(slug, from, to),
    staleTime: 60_000,
  });

export const useAvailability = (slug: string, from: string, to: string, initialData?: Availability, enabled = true) =>
  useQuery({ ...availabilityQueryOptions(slug, from, to), initialData, enabled });
