import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, api, type BodyOf, compact, type QueryOf, unwrap } from '@/dashboard/api/client';
import { OPS_KEYS } from '@/dashboard/api/operation-keys';
import { panelCountsKey } from '@/dashboard/api/panel-counts';
import { formatStay } from '@/lib/date-ranges';
import { useApiMutation } from '@/dashboard/components/mutation';

export type ReservationsQuery = QueryOf<'/v1/admin/reservations'>;
export type TransactionsQuery = QueryOf<'/v1/admin/transactions'>;
export type ReservationCreate = BodyOf<'/v1/admin/reservations', 'post'>;
export type ReservationChange = BodyOf<'/v1/admin/reservations/{id}', 'put'>;
export type PaymentInput = BodyOf<'/v1/admin/reservations/{id}/payments', 'post'>;

export const reservationsKeys = {
  all: OPS_KEYS.reservations,
  list: (query: ReservationsQuery) => [...reservationsKeys.all, 'list', query] as const,
  detail: (id: string) => [...reservationsKeys.all, 'detail', id] as const,
  events: (id: string) => [...reservationsKeys.all, 'events', id] as const,
  mails: (id: string) => [...reservationsKeys.all, 'mails', id] as const,
};
export const transactionsKeys = {
  all: OPS_KEYS.transactions,
  list: (query: TransactionsQuery) => [...transactionsKeys.all, 'list', query] as const,
};

export const listReservations = (query: ReservationsQuery) =>
  unwrap(api.GET('/v1/admin/reservations', { params: { query: compact(query) } }));
export const getReservation = async (id: string) =>
  (await unwrap(api.GET('/v1/admin/reservations/{id}', { params: { path: { id } } }))).content;
export type AdminReservation = Awaited<ReturnType<typeof getReservation>>;
export type ReservationStatus = AdminReservation['status'];

export const useReservations = (query: ReservationsQuery) =>
  useQuery({
    queryKey: reservationsKeys.list(query),
    queryFn: () => listReservations(query),
    placeholderData: keepPreviousData,
  });
export const useReservation = (id: string) =>
  useQuery({ queryKey: reservationsKeys.detail(id), queryFn: () => getReservation(id) });
export const useReservationEvents = (id: string) =>
  useQuery({
    queryKey: reservationsKeys.events(id),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/reservations/{id}/events', { params: { path: { id } } }))).content,
  });
export type ReservationEvent = NonNullable<ReturnType<typeof useReservationEvents>['data']>[number];
export const useReservationMails = (id: string) =>
  useQuery({
    queryKey: reservationsKeys.mails(id),
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/reservations/{id}/mails', { params: { path: { id } } }))).content,
  });
export type ReservationMail = NonNullable<ReturnType<typeof useReservationMails>['data']>[number];
export const useTransactions = (query: TransactionsQuery) =>
  useQuery({
    queryKey: transactionsKeys.list(query),
    queryFn: () => unwrap(api.GET('/v1/admin/transactions', { params: { query: compact(query) } })),
    placeholderData: keepPreviousData,
  });
export type AdminTransaction = NonNullable<ReturnType<typeof useTransactions>['data']>['content'][number];

const changed = [
  reservationsKeys.all,
  transactionsKeys.all,
  panelCountsKey,
  OPS_KEYS.occupancy,
  OPS_KEYS.home,
  OPS_KEYS.boats,
] as const;

export const useCreateReservation = (onSuccess: (r: AdminReservation) => void) =>
  useApiMutation({
    mutationFn: async (body: ReservationCreate) => (await unwrap(api.POST('/v1/admin/reservations', { body }))).content,
    invalidates: changed,
    successMessage: (r) => `Rezervasyon oluşturuldu (${r.reference}): ${formatStay(r.start, r.end)}.`,
    onSuccess,
  });

/**
 * A write on one reservation. A refusal shows the server's Turkish message; a stale version (someone
 * changed it meanwhile) also reloads the record so the next try uses the current version.
 */
export function useReservationAction<V>(
  id: string,
  mutationFn: (v: V) => Promise<AdminReservation>,
  successMessage: string | ((r: AdminReservation) => string),
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  const mutation = useApiMutation({
    mutationFn,
    invalidates: changed,
    successMessage,
    ...(onSuccess ? { onSuccess } : {}),
  });
  return {
    ...mutation,
    mutate: (v: V) =>
      mutation.mutate(v, {
        onError: (error) => {
          // Someone changed the record meanwhile: reload it. (Another 409, such as a refusal of the state,
          // is only the server's sentence, already shown.)
          if (error instanceof ApiError && error.status === 409 && error.code === 'CONCURRENCY_CONFLICT') {
            void queryClient.invalidateQueries({ queryKey: reservationsKeys.all });
            toast.info('Rezervasyon yeniden yüklendi; güncel hâli üzerinden tekrar deneyin.');
          }
        },
      }),
  };
}

export const changeReservation = (id: string) => async (body: ReservationChange) =>
  (await unwrap(api.PUT('/v1/admin/reservations/{id}', { params: { path: { id } }, body }))).content;
/** What cancelling now would owe back under the boat's policy (issue 21). */
export const useRefundQuote = (id: string) =>
  useQuery({
    queryKey: [...reservationsKeys.all, 'refund-quote', id],
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/reservations/{id}/refund-quote', { params: { path: { id } } }))).content,
    staleTime: 0,
  });
export type RefundInput = BodyOf<'/v1/admin/reservations/{id}/refunds', 'post'>;
export const recordRefund = (id: string) => async (body: RefundInput) =>
  (await unwrap(api.POST('/v1/admin/reservations/{id}/refunds', { params: { path: { id } }, body }))).content;

/** The office sets the reservation's optional extras (mandatory ones stay); totals are priced again (issue 21). */
export type ExtrasChange = BodyOf<'/v1/admin/reservations/{id}/extras', 'put'>;
export const setExtras = (id: string) => async (body: ExtrasChange) =>
  (await unwrap(api.PUT('/v1/admin/reservations/{id}/extras', { params: { path: { id } }, body }))).content;
/** The extras a boat offers now, for the change dialog and the new-reservation form. */
export const useBoatExtras = (boatId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...reservationsKeys.all, 'boat-extras', boatId],
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/boats/extra', { params: { query: { boat_id: boatId } } }))).content,
    enabled,
  });
export type OfferedExtra = NonNullable<ReturnType<typeof useBoatExtras>['data']>[number];
export const recordPayment = (id: string) => async (body: PaymentInput) =>
  (await unwrap(api.POST('/v1/admin/reservations/{id}/payments', { params: { path: { id } }, body }))).content;
export const sendBank = (id: string) => async () =>
  (await unwrap(api.POST('/v1/admin/sendbank', { body: { id } }))).content;
export const sendConfirm = (id: string) => async () =>
  (await unwrap(api.POST('/v1/admin/sendconfirm', { body: { id } }))).content;

export type ClientOptionsCancel = BodyOf<'/v1/admin/reservations/cancel-client-options', 'post'>;
export const cancelClientOptions = async (body: ClientOptionsCancel) =>
  (await unwrap(api.POST('/v1/admin/reservations/cancel-client-options', { body }))).content;
export const useCancelClientOptions = (onSuccess: () => void) =>
  useApiMutation({
    mutationFn: cancelClientOptions,
    invalidates: changed,
    successMessage: (r) =>
      r.cancelled === 0
        ? 'Bu kaynaktan ödeme bekleyen opsiyon yok.'
        : `${r.cancelled} opsiyon iptal edildi: ${r.references.join(', ')}.`,
    onSuccess,
  });

/**
 * KVKK erasure of the customer (ADMIN): name, e-mail and phone leave the reservation and the outbox;
 * with `alsoMessages` the contact messages and the newsletter subscription of that address go too.
 */
export const useEraseCustomer = (id: string, onSuccess: () => void) =>
  useApiMutation({
    mutationFn: async ({ alsoMessages }: { alsoMessages: boolean }) =>
      (
        await unwrap(
          api.DELETE('/v1/admin/reservations/{id}/customer', { params: { path: { id }, query: { alsoMessages } } }),
        )
      ).content,
    invalidates: [...changed, OPS_KEYS.contactMessages, OPS_KEYS.subscribers],
    successMessage: (_r, v) =>
      v.alsoMessages
        ? 'Müşterinin kişisel verileri, iletişim mesajları ve bülten kaydı silindi.'
        : 'Müşterinin kişisel verileri silindi.',
    onSuccess,
  });
