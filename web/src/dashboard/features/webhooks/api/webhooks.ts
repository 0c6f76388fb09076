import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BodyOf, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { PARTNERS_KEY } from '@/dashboard/api/partner-choices';
import { useApiMutation } from '@/dashboard/components/mutation';

export type WebhookInput = BodyOf<'/v1/admin/webhooks', 'post'>;
export type WebhookChange = BodyOf<'/v1/admin/webhooks/{id}', 'put'>;
export type WebhookEventType = WebhookInput['eventTypes'][number];
export type DeliveryStatus = NonNullable<NonNullable<QueryOf<'/v1/admin/webhooks/{id}/deliveries'>>['status']>;

export interface DeliveriesQuery {
  skip: number;
  take: number;
  status?: DeliveryStatus;
}

export const webhooksKeys = {
  all: ['admin', 'webhooks'] as const,
  list: (page: { skip: number; take: number }) => [...webhooksKeys.all, 'list', page] as const,
  one: (id: string) => [...webhooksKeys.all, 'one', id] as const,
  deliveries: (id: string, query: DeliveriesQuery) => [...webhooksKeys.all, 'deliveries', id, query] as const,
  events: (id: string) => [...webhooksKeys.all, 'events', id] as const,
};
/**
 * What a write to an endpoint changes: the webhook screens, and a partner's page (a partner's endpoint's
 * changes are in the partner's history).
 */
const CHANGED = [webhooksKeys.all, PARTNERS_KEY];

export const listWebhooks = (page: { skip: number; take: number }) =>
  unwrap(api.GET('/v1/admin/webhooks', { params: { query: page } }));
export const getWebhook = async (id: string) =>
  (await unwrap(api.GET('/v1/admin/webhooks/{id}', { params: { path: { id } } }))).content;
export const listDeliveries = (id: string, query: DeliveriesQuery) =>
  unwrap(api.GET('/v1/admin/webhooks/{id}/deliveries', { params: { path: { id }, query: compact(query) } }));
/** The endpoint's history, newest first. */
export const listWebhookEvents = async (id: string) =>
  (await unwrap(api.GET('/v1/admin/webhooks/{id}/events', { params: { path: { id } } }))).content;
export const createWebhook = async (body: WebhookInput) =>
  (await unwrap(api.POST('/v1/admin/webhooks', { body }))).content;
export const updateWebhook = async ({ id, body }: { id: string; body: WebhookChange }) =>
  (await unwrap(api.PUT('/v1/admin/webhooks/{id}', { params: { path: { id } }, body }))).content;
export const deleteWebhook = (id: string) =>
  unwrap(api.DELETE('/v1/admin/webhooks/{id}', { params: { path: { id } } }));
export const rotateWebhookSecret = async (id: string) =>
  (await unwrap(api.POST('/v1/admin/webhooks/{id}/rotate-secret', { params: { path: { id } } }))).content;
export const redeliver = async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
  (
    await unwrap(
      api.POST('/v1/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver', { params: { path: { id, deliveryId } } }),
    )
  ).content;

export type AdminWebhook = Awaited<ReturnType<typeof getWebhook>>;
export type WebhookEvent = Awaited<ReturnType<typeof listWebhookEvents>>[number];
export type WebhookDelivery = Awaited<ReturnType<typeof listDeliveries>>['content'][number];
/** What creating an endpoint or renewing its secret answers: the secret, shown this once. */
export type WebhookSecret = Awaited<ReturnType<typeof createWebhook>>;

export const useWebhooks = (page: { skip: number; take: number }) =>
  useQuery(
    queryOptions({
      queryKey: webhooksKeys.list(page),
      queryFn: () => listWebhooks(page),
      placeholderData: keepPreviousData,
    }),
  );
export const useWebhook = (id: string) =>
  useQuery(queryOptions({ queryKey: webhooksKeys.one(id), queryFn: () => getWebhook(id) }));
export const useWebhookEvents = (id: string) =>
  useQuery(queryOptions({ queryKey: webhooksKeys.events(id), queryFn: () => listWebhookEvents(id) }));
/** While a delivery is pending or a redelivery waits, the log refreshes itself every few seconds. */
export const useDeliveries = (id: string, query: DeliveriesQuery) =>
  useQuery(
    queryOptions({
      queryKey: webhooksKeys.deliveries(id, query),
      queryFn: () => listDeliveries(id, query),
      placeholderData: keepPreviousData,
      refetchInterval: (q) =>
        q.state.data?.content.some((d) => d.status === 'pending' || d.redeliveryRequested) ? 3000 : false,
    }),
  );

export const useCreateWebhook = (onSuccess: (created: WebhookSecret) => void) =>
  useApiMutation({
    mutationFn: createWebhook,
    invalidates: CHANGED,
    successMessage: 'Webhook adresi eklendi.',
    onSuccess,
  });
export const useUpdateWebhook = (onSuccess?: () => void) =>
  useApiMutation({
    mutationFn: updateWebhook,
    invalidates: CHANGED,
    successMessage: (w) => (w.enabled ? 'Webhook adresi kaydedildi.' : 'Webhook adresi durduruldu.'),
    ...(onSuccess ? { onSuccess } : {}),
  });
export const useDeleteWebhook = () =>
  useApiMutation({
    mutationFn: deleteWebhook,
    invalidates: CHANGED,
    successMessage: 'Webhook adresi silindi.',
  });
export const useRotateWebhookSecret = (onSuccess: (rotated: WebhookSecret) => void) =>
  useApiMutation({
    mutationFn: rotateWebhookSecret,
    invalidates: CHANGED,
    successMessage: 'Yeni imza anahtarı oluşturuldu.',
    onSuccess,
  });
export const useRedeliver = () =>
  useApiMutation({
    mutationFn: redeliver,
    invalidates: CHANGED,
    successMessage: 'Teslimat yeniden gönderilmek üzere sıraya alındı.',
  });
