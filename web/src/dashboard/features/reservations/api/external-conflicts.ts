import { api, unwrap } from '@/dashboard/api/client';

/** `DELETE /v1/admin/reservations/{id}/external-conflicts`: the office takes the calendar-clash warning off. */
export const dismissExternalConflicts = (id: string) => async () =>
  (await unwrap(api.DELETE('/v1/admin/reservations/{id}/external-conflicts', { params: { path: { id } } }))).content;
