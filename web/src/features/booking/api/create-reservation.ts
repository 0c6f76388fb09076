import { useMutation } from '@tanstack/react-query';
import { type ApiOk, httpFetcher, request } from '@/api/client';
import type { paths } from '@/api/schema';

export type ReservationRequest = paths['/v1/reservations']['post']['requestBody']['content']['application/json'];
export type ReservationCreated = ApiOk<'/v1/reservations', 'post'>['content'];

export const createReservation = async ({ body, idempotencyKey }: { body: ReservationRequest; idempotencyKey: string }) =>
  (
    await request<ApiOk<'/v1/reservations', 'post'>>(httpFetcher, '/v1/reservations', {
      method: 'POST',
      body,
      headers: { 'idempotency-key': idempotencyKey },
    })
  ).content;

export const useCreateReservation = () => useMutation({ mutationFn: createReservation });
