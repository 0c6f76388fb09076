import { badRequest } from './errors.js';
import { makeVariants, VARIANT_NAMES, variantKey, type ProcessedImage, type VariantName } from './image-processing.js';
import { detectImageType } from './image-type.js';
import type { Storage } from './storage.js';
import type { UploadedFile } from './upload.js';

/** Writes every WebP variant of a processed image under `key`. */
export async function putVariants(storage: Storage, key: string, image: ProcessedImage): Promise<void> {
  for (const name of VARIANT_NAMES) await storage.put(variantKey(key, name), image.variants[name], 'image/webp');
}

/** Removes the variants of `key`; a file already gone is not an error. */
export async function deleteVariants(storage: Storage, key: string): Promise<void> {
  await Promise.all(VARIANT_NAMES.map((name) => storage.delete(variantKey(key, name)).catch(() => {})));
}

/** The public addresses of every variant of `key`. */
export function variantUrls(storage: Storage, key: string): Record<VariantName, string> {
  return {
    thumb: storage.url(variantKey(key, 'thumb')),
    medium: storage.url(variantKey(key, 'medium')),
    large: storage.url(variantKey(key, 'large')),
  };
}

/** Checks an uploaded image by its bytes and makes its WebP variants; anything else is a Turkish 400. */
export async function processUploadedImage(file: UploadedFile): Promise<ProcessedImage> {
  if (!detectImageType(file.buffer))
    throw badRequest('UNSUPPORTED_IMAGE', `"${file.filename}" bir JPEG, PNG veya WebP görseli değil.`);
  try {
    return await makeVariants(file.buffer);
  } catch {
    throw badRequest('INVALID_IMAGE', `"${file.filename}" okunamadı; dosya bozuk olabilir.`);
  }
}
