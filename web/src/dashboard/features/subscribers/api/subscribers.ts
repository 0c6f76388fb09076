import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryOf, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import { useApiMutation } from '@/dashboard/components/mutation';

export type SubscribersQuery = QueryOf<'/v1/admin/subscriber'>;

export const subscribersKeys = {
  all: OPS_KEYS.subscribers,
  list: (query: SubscribersQuery) => [...subscribersKeys.all, 'list', query] as const,
};

export const listSubscribers = (query: SubscribersQuery) =>
  unwrap(api.GET('/v1/admin/subscriber', { params: { query } }));
export const deleteSubscriber = (id: number) =>
  unwrap(api.DELETE('/v1/admin/subscriber/{id}', { params: { path: { id } } }));

export type Subscriber = Awaited<ReturnType<typeof listSubscribers>>['content'][number];

export const subscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: subscribersKeys.list(query),
    queryFn: () => listSubscribers(query),
    placeholderData: keepPreviousData,
  });
export const useSubscribers = (query: SubscribersQuery) => useQuery(subscribersQueryOptions(query));
export const useDeleteSubscriber = () =>
  useApiMutation({
    mutationFn: deleteSubscriber,
    invalidates: [subscribersKeys.all],
    successMessage: 'Abone silindi.',
  });
