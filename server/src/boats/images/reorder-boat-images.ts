import type { AuthUser } from '../../auth/guard.js';
import { lockBoatFor } from '../boat-lock.js';
import { BoatsError } from '../errors.js';
import { syncThumbnail, toBoatImage } from './boat-image.js';
import type { ImageDeps } from './deps.js';
import { createImagesRepository } from './repository.js';
import type { BoatImage } from './schemas.js';

/** Puts a boat's images in the order of `ids` (every one of them, once); the first becomes the thumbnail. */
export async function reorderBoatImages(
  { sql, storage }: ImageDeps,
  actor: AuthUser,
  boatId: number,
  ids: number[],
): Promise<BoatImage[]> {
  return sql.begin(async (tx) => {
    await lockBoatFor(tx, actor, boatId);
    const images = createImagesRepository(tx);
    const current = await images.listForBoat(boatId);
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || current.length !== ids.length || !current.every((img) => wanted.has(img.id))) {
      throw BoatsError.imageOrderMismatch();
    }
    await images.reorder(boatId, ids);
    await syncThumbnail(tx, storage, boatId);
    return (await images.listForBoat(boatId)).map((r) => toBoatImage(storage, r));
  });
}
