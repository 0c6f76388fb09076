import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiOk, unwrap } from '@/api/client';

export type Banks = ApiOk<'/v1/website/bank', 'get'>;

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: ['website', 'bank'],
    queryFn: () => unwrap(api.GET('/v1/website/bank')),
    staleTime: 10 * 60_000,
  });

export const useBanks = (enabled: boolean) => useQuery({ ...banksQueryOptions(), enabled });
