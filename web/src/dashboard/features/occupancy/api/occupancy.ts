import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, compact, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import type { paths } from '@/api/schema';

export type OccupancyQuery = paths['/v1/admin/occupancy']['get']['parameters']['query'];

export const occupancyKeys = {
  all: OPS_KEYS.occupancy,
  window: (query: OccupancyQuery) => [...occupancyKeys.all, query] as const,
};

/** Occupied ranges in [from, to) (end dates exclusive), scoped to the OWNER's boats by the API. */
export const useOccupancy = (query: OccupancyQuery) =>
  useQuery({
    queryKey: occupancyKeys.window(query),
    queryFn: async () => (await unwrap(api.GET('/v1/admin/occupancy', { params: { query: compact(query) } }))).content,
    placeholderData: keepPreviousData,
  });
export type OccupancyRange = NonNullable<ReturnType<typeof useOccupancy>['data']>[number];
