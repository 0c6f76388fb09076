import { downloadFile } from '@/dashboard/api/download';

/** GET /v1/admin/reservations/{id}/contract.pdf saved as a file (in the booking's language, or `lang`). */
export function downloadContract(id: string, lang?: 'tr' | 'en'): Promise<void> {
  return downloadFile(
    `/v1/admin/reservations/${id}/contract.pdf${lang ? `?lang=${lang}` : ''}`,
    'sozlesme.pdf',
    'Sözleşme indirilemedi.',
  );
}
