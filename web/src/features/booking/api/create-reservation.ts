import { useMutation } from '@tanstack/react-query';
import { api, type ApiOk, type BodyOf, unwrap } from '@/api/client';

export type ReservationRequest = BodyOf<'/v1/reservations', 'post'>;
export type ReservationCreated = ApiOk<'/v1/reservations', 'post'>['content'];

export const createReservation = async ({
  body,
  idempotencyKey,
}: {
  body: ReservationRequest;
  idempotencyKey: string;
}) => (await unwrap(api.POST('/v1/reservations', { body, headers: { 'idempotency-key': idempotencyKey } }))).content;

export const useCreateReservation = () => useMutation({ mutationFn: createReservation });
