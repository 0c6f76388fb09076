import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import { panelCountsKey } from '@/dashboard/api/panel-counts';

export type MessagesQuery = QueryOf<'/v1/admin/contact/messages'>;

export const messagesKeys = {
  all: OPS_KEYS.contactMessages,
  list: (query: MessagesQuery) => [...messagesKeys.all, 'list', query] as const,
  detail: (id: number) => [...messagesKeys.all, 'detail', id] as const,
};

export const listMessages = (query: MessagesQuery) =>
  unwrap(api.GET('/v1/admin/contact/messages', { params: { query: compact(query) } }));
/** Opening a message marks it read on the server. */
export const openMessage = async (id: number) =>
  (await unwrap(api.GET('/v1/admin/contact/messages/{id}', { params: { path: { id } } }))).content;

export type ContactMessage = Awaited<ReturnType<typeof listMessages>>['content'][number];

export const messagesQueryOptions = (query: MessagesQuery) =>
  queryOptions({
    queryKey: messagesKeys.list(query),
    queryFn: () => listMessages(query),
    placeholderData: keepPreviousData,
  });
export const useMessages = (query: MessagesQuery) => useQuery(messagesQueryOptions(query));

/** Reads one message; once it is read, the list and the sidebar's unread badge refresh. */
export function useMessage(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messagesKeys.detail(id),
    queryFn: async () => {
      const message = await openMessage(id);
      void queryClient.invalidateQueries({ queryKey: [...messagesKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: panelCountsKey });
      return message;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
