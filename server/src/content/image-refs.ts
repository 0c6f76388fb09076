import { randomUUID } from 'node:crypto';
import type { Db, Sql } from '../platform/db.js';
import type { VariantName } from '../platform/image-processing.js';
import { isValidKey, UPLOADS_PREFIX, type Storage } from '../platform/storage.js';
import { deleteVariants, processUploadedImage, putVariants, variantUrls } from '../platform/stored-image.js';
import type { UploadedFile } from '../platform/upload.js';
import { ContentError } from './errors.js';
import type { ImageVariants } from './schemas.js';

/**
 * A hand-given image address (team photo, blog cover): an http(s) URL or a path under
 * `/v1/uploads/`. Empty means none. Anything else (a bare word, `javascript:`, a relative path)
 * is refused (`INVALID_IMAGE_REF`), because the site would render it as an `<img src>`.
 */
export function checkImageRef(value: string | null | undefined, field: string): string | null {
  const ref = value?.trim() ?? '';
  if (!ref) return null;
  if (ref.startsWith(UPLOADS_PREFIX) && isValidKey(ref.slice(UPLOADS_PREFIX.length))) return ref;
  try {
    const url = new URL(ref);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return ref;
  } catch {
    // not a URL: answered below
  }
  throw ContentError.imageRefInvalid(field, UPLOADS_PREFIX);
}

/** What the API shows for an image that is either uploaded (key) or given by address (ref). */
export function presentImage(
  storage: Storage,
  ref: string | null,
  key: string | null,
  shown: VariantName,
): { url: string | null; variants: ImageVariants | null } {
  if (key) {
    const variants = variantUrls(storage, key);
    return { url: variants[shown], variants };
  }
  return { url: ref, variants: null };
}

/**
 * Stores an uploaded image as WebP variants under `prefix`, then lets `swap` point the row at
 * the new key inside one transaction (it answers the previous key, or throws when the row is
 * gone). New files are removed when the transaction fails, the previous ones after it commits.
 */
export async function replaceUploadedImage<T>(
  sql: Sql,
  storage: Storage,
  prefix: string,
  file: UploadedFile,
  swap: (tx: Db, key: string) => Promise<{ previousKey: string | null; result: T }>,
): Promise<T> {
  const image = await processUploadedImage(file);
  const key = `${prefix}/${randomUUID()}`;
  let outcome: { previousKey: string | null; result: T };
  try {
    await putVariants(storage, key, image);
    outcome = await sql.begin((tx) => swap(tx, key));
  } catch (e) {
    await deleteVariants(storage, key);
    throw e;
  }
  if (outcome.previousKey) await deleteVariants(storage, outcome.previousKey);
  return outcome.result;
}
