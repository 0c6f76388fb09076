import { ApiError, NETWORK_ERROR_MESSAGE } from '@/dashboard/api/client';
import type { paths } from '@/api/schema';
import { useSessionStore } from '@/stores/session';

type Uploaded = paths['/v1/admin/boats/image']['post']['responses'][201]['content']['application/json'];

/**
 * POST /v1/admin/boats/image as multipart through XMLHttpRequest, so the upload reports its
 * progress (0–1). Bearer token as in the client; like every write of the client, a 401/403 is not a
 * session ending (only authenticated reads are): it rejects with the server's Turkish message.
 */
export function uploadBoatImages(
  boatId: number,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<Uploaded> {
  const form = new FormData();
  form.append('boat_id', String(boatId));
  for (const file of files) form.append('files', file, file.name);
  const token = useSessionStore.getState().session?.token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/v1/admin/boats/image');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
    xhr.onload = () => {
      const body = xhr.response as unknown;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as Uploaded);
        return;
      }
      const content = (body as { code?: unknown; content?: { message?: unknown } } | null) ?? null;
      const message =
        typeof content?.content?.message === 'string' ? content.content.message : 'Bir hata meydana geldi.';
      reject(new ApiError(xhr.status, typeof content?.code === 'string' ? content.code : 'ERROR', message));
    };
    xhr.send(form);
  });
}
