import type { Config } from '../config.js';
import { createLocalStorage, type Storage } from './storage.js';

/**
 * The storage the configuration names. A bucket is checked before it is used, so a missing
 * bucket or refused keys stop the start with one Turkish line instead of failing the first upload.
 */
export async function openStorage(config: Pick<Config, 'storage' | 's3' | 'uploadsDir'>): Promise<Storage> {
  if (config.storage === 'local' || !config.s3) return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage.js');
  const storage = await createS3Storage(config.s3);
  try {
    await storage.check();
  } catch (e) {
    storage.close();
    throw e;
  }
  return storage;
}
