import { ApiError, NETWORK_ERROR_MESSAGE } from '@/dashboard/api/client';
import { useSessionStore } from '@/stores/session';

/**
 * GET `path` with the bearer token and save the answer as a file (its `Content-Disposition` name, or
 * `fallbackName`). For answers that are not JSON (CSV, PDF), so the typed client is not used. A refusal
 * shows the server's Turkish message (or `failMessage`), and a 401/403 ends the session like any
 * authenticated read.
 */
export async function downloadFile(path: string, fallbackName: string, failMessage: string): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (token && (res.status === 401 || res.status === 403)) {
    useSessionStore.getState().clear();
    window.location.reload();
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { code?: string; content?: { message?: string } } | null;
    throw new ApiError(res.status, envelope?.code ?? 'ERROR', envelope?.content?.message ?? failMessage);
  }
  const blob = await res.blob();
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
