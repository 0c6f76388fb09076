import { downloadFile } from '@/dashboard/api/download';

/** GET /v1/admin/boats/csv saved as a file. */
export function downloadBoatsCsv(): Promise<void> {
  return downloadFile(
    '/v1/admin/boats/csv',
    `tekneler-${new Date().toISOString().slice(0, 10)}.csv`,
    'CSV dosyası indirilemedi.',
  );
}
