import { type ApiClient, type ApiOk, api, type BodyOf, unwrap } from '@/api/client';

export type VisitorReservation = ApiOk<'/v1/visitor-reservations/{number}', 'get'>['content'];
export type PassengerListBody = BodyOf<'/v1/visitor-reservations/{number}/passengers', 'put'>;

/** The visitor's reservation through the signed link (404 for a wrong, tampered or revoked token). */
export const getVisitorReservation = async (number: string, t: string, client: ApiClient = api) =>
  (await unwrap(client.GET('/v1/visitor-reservations/{number}', { params: { path: { number }, query: { t } } })))
    .content;

export const saveVisitorPassengers = async (number: string, t: string, body: PassengerListBody) =>
  (
    await unwrap(
      api.PUT('/v1/visitor-reservations/{number}/passengers', { params: { path: { number }, query: { t } }, body }),
    )
  ).content;

export const requestVisitorCancellation = async (number: string, t: string) =>
  (
    await unwrap(
      api.POST('/v1/visitor-reservations/{number}/cancellation-request', {
        params: { path: { number }, query: { t } },
      }),
    )
  ).content;
