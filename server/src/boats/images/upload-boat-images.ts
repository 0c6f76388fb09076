import type { AuthUser } from '../../auth/guard.js';
import type { ProcessedImage } from '../../platform/image-processing.js';
import { deleteVariants, processUploadedImage } from '../../platform/stored-image.js';
import type { UploadedFile } from '../../platform/upload.js';
import { lockBoatFor } from '../boat-lock.js';
import { createBoatsRepository } from '../boat/repository.js';
import { BoatsError } from '../errors.js';
import { ownerScope } from '../owner-scope.js';
import { storeVariants, syncThumbnail, toBoatImage } from './boat-image.js';
import type { ImageDeps } from './deps.js';
import { createImagesRepository, type ImageRow } from './repository.js';
import type { BoatImage } from './schemas.js';

/**
 * Checks every file by its bytes, makes the variants, then records the rows in one
 * transaction; files of a failed transaction are removed again.
 */
export async function uploadBoatImages(
  { sql, storage }: ImageDeps,
  actor: AuthUser,
  boatId: number,
  files: UploadedFile[],
): Promise<BoatImage[]> {
  if (!files.length) throw BoatsError.noImages();
  // Checked before the (slow) image work; the transaction below locks and checks again.
  if (!(await createBoatsRepository(sql).findById(boatId, ownerScope(actor)))) throw BoatsError.boatNotFound();
  const processed: ProcessedImage[] = [];
  for (const file of files) processed.push(await processUploadedImage(file));
  const keys: string[] = [];
  try {
    for (const image of processed) keys.push(await storeVariants(storage, boatId, image));
    const rows = await sql.begin(async (tx) => {
      await lockBoatFor(tx, actor, boatId);
      const images = createImagesRepository(tx);
      let position = await images.nextPosition(boatId);
      const inserted: ImageRow[] = [];
      for (const [i, key] of keys.entries()) {
        inserted.push(await images.insert(boatId, position++, key, processed[i]!.width, processed[i]!.height));
      }
      await syncThumbnail(tx, storage, boatId);
      return inserted;
    });
    return rows.map((r) => toBoatImage(storage, r));
  } catch (e) {
    await Promise.all(keys.map((key) => deleteVariants(storage, key)));
    throw e;
  }
}
