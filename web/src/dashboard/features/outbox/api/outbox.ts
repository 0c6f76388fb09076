import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { useApiMutation } from '@/dashboard/components/mutation';

export type OutboxQuery = QueryOf<'/v1/admin/mails'>;
export type MailStatus = NonNullable<OutboxQuery['status']>;

export const outboxKeys = {
  all: ['admin', 'mails'] as const,
  list: (query: OutboxQuery) => [...outboxKeys.all, 'list', query] as const,
  deadCount: () => [...outboxKeys.all, 'dead-count'] as const,
};

export const listMails = (query: OutboxQuery) =>
  unwrap(api.GET('/v1/admin/mails', { params: { query: compact(query) } }));
export const resendMail = async (id: string) =>
  (await unwrap(api.POST('/v1/admin/mails/{id}/resend', { params: { path: { id } } }))).content;
export const resendDeadMails = async () => (await unwrap(api.POST('/v1/admin/mails/resend-dead'))).content;

export type OutboxMail = Awaited<ReturnType<typeof listMails>>['content'][number];

export const outboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: () => listMails(query),
    placeholderData: keepPreviousData,
  });
export const useOutbox = (query: OutboxQuery) => useQuery(outboxQueryOptions(query));

/** How many mails gave up after their last retry (the "resend all" button and the notice). */
export const useDeadMailCount = () =>
  useQuery({
    queryKey: outboxKeys.deadCount(),
    queryFn: async () => (await listMails({ skip: 0, take: 1, status: 'dead' })).total,
  });

export const useResendMail = () =>
  useApiMutation({
    mutationFn: resendMail,
    invalidates: [outboxKeys.all],
    successMessage: 'E-posta yeniden gönderilmek üzere sıraya alındı.',
  });
export const useResendDeadMails = () =>
  useApiMutation({
    mutationFn: resendDeadMails,
    invalidates: [outboxKeys.all],
    successMessage: ({ queued }) =>
      queued === 0
        ? 'Yeniden gönderilecek e-posta kalmamış.'
        : `${queued} e-posta yeniden gönderilmek üzere sıraya alındı.`,
  });
