import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { occupancyKeys } from './occupancy';

export type FleetGridQuery = QueryOf<'/v1/admin/occupancy/grid'>;

/** The fleet grid of a window: one call, the boats and their blocks filtered on the server (an OWNER gets their own boats). */
export const useFleetGrid = (query: FleetGridQuery) =>
  useQuery({
    queryKey: [...occupancyKeys.all, 'grid', query] as const,
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/occupancy/grid', { params: { query: compact(query) } }))).content,
    placeholderData: keepPreviousData,
  });
export type FleetGridData = NonNullable<ReturnType<typeof useFleetGrid>['data']>;
export type GridBoat = FleetGridData['boats'][number];
export type GridBlock = GridBoat['blocks'][number];
