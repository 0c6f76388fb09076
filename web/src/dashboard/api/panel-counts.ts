import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/dashboard/api/client';

/** GET /v1/admin/other: reservationCount, contactCount (0 for OWNER), icalClashCount; both roles may read it. */
export const getPanelCounts = async () => (await unwrap(api.GET('/v1/admin/other'))).content;

export const panelCountsKey = ['panel', 'counts'] as const;

export const panelCountsQueryOptions = () =>
  queryOptions({ queryKey: panelCountsKey, queryFn: getPanelCounts, refetchInterval: 60_000, staleTime: 15_000 });

export const usePanelCounts = () => useQuery(panelCountsQueryOptions());
