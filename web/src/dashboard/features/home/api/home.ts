import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';

export const homeKeys = { all: OPS_KEYS.home };

/**
 * The home screen's figures from `GET /v1/admin/home`, one call made for this screen (the API
 * scopes an OWNER to their own boats): reservations per status, boats, today's departures and
 * returns, options whose hold ends within 24 hours.
 */
export const getHome = async () => (await unwrap(api.GET('/v1/admin/home'))).content;

export const homeQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.all, queryFn: getHome, refetchInterval: 120_000 });

export const useHome = () => useQuery(homeQueryOptions());
