import { useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_MESSAGE, api, unwrap } from '@/dashboard/api/client';
import { useSessionStore } from '@/stores/session';
import { reservationsKeys } from './reservations';

/** The passenger list the customer entered on their reservation page. */
export const usePassengerList = (id: string) =>
  useQuery({
    queryKey: [...reservationsKeys.all, 'passengers', id],
    queryFn: async () =>
      (await unwrap(api.GET('/v1/admin/reservations/{id}/passengers', { params: { path: { id } } }))).content,
  });

export const renewLink = (id: string) => async () =>
  (await unwrap(api.POST('/v1/admin/reservations/{id}/link', { params: { path: { id } } }))).content;
export const revokeLink = (id: string) => async () =>
  (await unwrap(api.DELETE('/v1/admin/reservations/{id}/link', { params: { path: { id } } }))).content;
export const acceptCancellation = (id: string) => async () =>
  (await unwrap(api.POST('/v1/admin/reservations/{id}/cancellation-request/accept', { params: { path: { id } } })))
    .content;
export const refuseCancellation = (id: string) => async (reason: string) =>
  (
    await unwrap(
      api.POST('/v1/admin/reservations/{id}/cancellation-request/refuse', {
        params: { path: { id } },
        body: { reason },
      }),
    )
  ).content;

/**
 * The passenger list as CSV (saved as a file) or as the printable page (opened in a new tab): both
 * answers are not JSON, so they are fetched with the bearer token and handed over as a blob.
 */
export async function openPassengerFile(id: string, kind: 'csv' | 'print'): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  let res: Response;
  try {
    res = await fetch(`/v1/admin/reservations/${encodeURIComponent(id)}/passengers/${kind}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw new ApiError(res.status, 'ERROR', 'Yolcu listesi alınamadı.');
  const url = URL.createObjectURL(await res.blob());
  if (kind === 'print') {
    window.open(url, '_blank', 'noopener');
  } else {
    const a = document.createElement('a');
    a.href = url;
    a.download = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'yolcu-listesi.csv';
    document.body.append(a);
    a.click();
    a.remove();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
