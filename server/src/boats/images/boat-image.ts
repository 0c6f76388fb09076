import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db.js';
import { variantKey, type ProcessedImage } from '../../platform/image-processing.js';
import type { Storage } from '../../platform/storage.js';
import { putVariants, variantUrls } from '../../platform/stored-image.js';
import { createBoatsRepository } from '../boat/repository.js';
import { createImagesRepository, type ImageRow } from './repository.js';
import type { BoatImage } from './schemas.js';

/** A stored image as the API shows it: its variants' addresses instead of its key. */
export function toBoatImage(storage: Storage, r: ImageRow): BoatImage {
  return {
    id: r.id,
    boatId: r.boatId,
    position: r.position,
    width: r.width,
    height: r.height,
    ...variantUrls(storage, r.key),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Keeps boats.thumbnail equal to the thumb of the first image, inside the caller's transaction. */
export async function syncThumbnail(db: Db, storage: Storage, boatId: number): Promise<void> {
  const first = await createImagesRepository(db).first(boatId);
  await createBoatsRepository(db).setThumbnail(boatId, first ? storage.url(variantKey(first.key, 'thumb')) : null);
}

/** Writes the variants of one processed image under a fresh key and returns the key. */
export async function storeVariants(storage: Storage, boatId: number, image: ProcessedImage): Promise<string> {
  const key = `boats/${boatId}/${randomUUID()}`;
  await putVariants(storage, key, image);
  return key;
}
