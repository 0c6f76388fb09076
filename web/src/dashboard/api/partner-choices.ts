import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

/** The partners screen's key prefix, shared with the reservations' partner filter (never retyped). */
export const PARTNERS_KEY = ['admin', 'partners'] as const;

/** Every partner (id, name) for select boxes. ADMIN only: an OWNER's screen must not ask (`enabled`). */
export const partnerChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...PARTNERS_KEY, 'select'] as const,
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/partners', { params: { query: { skip: 0, take: 500 } } }))).content.map((p) => ({
        id: p.id,
        name: p.name,
      })),
    staleTime: 60_000,
  });
export const usePartnerChoices = (enabled: boolean) => useQuery({ ...partnerChoicesQueryOptions(), enabled });
