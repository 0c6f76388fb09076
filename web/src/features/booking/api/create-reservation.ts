import { useMutation } from '@tanstack/react-query';
import { api, type ApiOk, unwrap } from '@/api/client';
import type { paths } from '@/api/schema';

export type ReservationRequest = paths['/v1/reservations']['post']['requestBody']['content']['application/json'];
export type ReservationCreated = ApiOk<'/v1/reservations', 'post'>['content'];

export const createReservation = async ({
  body,
  idempotencyKey,
}: {
  body: ReservationRequest;
  idempotencyKey: string;
}) => (await unwrap(api.POST('/v1/reservations', { body, headers: { 'idempotency-key': idempotencyKey } }))).content;

export const useCreateReservation = () => useMutation({ mutationFn: createReservation });
