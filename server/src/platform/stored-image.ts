import { VARIANT_NAMES, variantKey, type ProcessedImage, type VariantName } from './image-processing.js';
import type { Storage } from './storage.js';

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
