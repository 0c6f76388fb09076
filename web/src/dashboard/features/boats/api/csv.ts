import { ApiError, NETWORK_ERROR_MESSAGE } from '@/dashboard/api/client';
import { useSessionStore } from '@/stores/session';

/**
 * GET /v1/admin/boats/csv with the bearer token, saved as a file. The answer is text/csv (not
 * JSON), so the typed client is not used; a 401/403 ends the session like any authenticated read.
 */
export async function downloadBoatsCsv(): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  let res: Response;
  try {
    res = await fetch('/v1/admin/boats/csv', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (token && (res.status === 401 || res.status === 403)) {
    useSessionStore.getState().clear();
    window.location.reload();
  }
  if (!res.ok) throw new ApiError(res.status, 'ERROR', 'CSV dosyası indirilemedi.');
  const blob = await res.blob();
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `tekneler-${new Date().toISOString().slice(0, 10)}.csv`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
