import { ApiError, NETWORK_ERROR_MESSAGE } from '@/dashboard/api/client';
import { useSessionStore } from '@/stores/session';

/**
 * GET /v1/admin/reservations/{id}/contract.pdf with the bearer token, saved as a file (in the booking's
 * language, or `lang`). The answer is a PDF, so the typed client is not used; a refusal shows the
 * server's Turkish message, and a 401/403 ends the session like any authenticated read.
 */
export async function downloadContract(id: string, lang?: 'tr' | 'en'): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  let res: Response;
  try {
    res = await fetch(`/v1/admin/reservations/${id}/contract.pdf${lang ? `?lang=${lang}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (token && (res.status === 401 || res.status === 403)) {
    useSessionStore.getState().clear();
    window.location.reload();
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { code?: string; content?: { message?: string } } | null;
    throw new ApiError(res.status, envelope?.code ?? 'ERROR', envelope?.content?.message ?? 'Sözleşme indirilemedi.');
  }
  const blob = await res.blob();
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'sozlesme.pdf';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
