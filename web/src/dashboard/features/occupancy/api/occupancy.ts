import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';

export type OccupancyQuery = QueryOf<'/v1/admin/occupancy'>;

export const occupancyKeys = {
  all: OPS_KEYS.occupancy,
  window: (query: OccupancyQuery) => [...occupancyKeys.all, query] as const,
};

/**
 * Occupied ranges in [from, to) (end dates exclusive), scoped to the OWNER's boats by the API: one boat, or a
 * page of boats by name (`limit`, `cursor`; the answer's `nextCursor` leads to the next boats).
 */
export const useOccupancy = (query: OccupancyQuery) =>
  useQuery({
    queryKey: occupancyKeys.window(query),
    queryFn: async () => unwrap(api.GET('/v1/admin/occupancy', { params: { query: compact(query) } })),
    placeholderData: keepPreviousData,
  });
export type OccupancyRange = NonNullable<ReturnType<typeof useOccupancy>['data']>['content'][number];
