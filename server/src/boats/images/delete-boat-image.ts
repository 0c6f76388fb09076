import type { AuthUser } from '../../auth/guard.js';
import { deleteVariants } from '../../platform/stored-image.js';
import { createBoatsRepository } from '../boat/repository.js';
import { BoatsError } from '../errors.js';
import { ownerScope } from '../owner-scope.js';
import { syncThumbnail } from './boat-image.js';
import type { ImageDeps } from './deps.js';
import { createImagesRepository } from './repository.js';

/** Deletes the row (and re-syncs the thumbnail) in one transaction, then the files. */
export async function deleteBoatImage({ sql, storage }: ImageDeps, actor: AuthUser, id: number): Promise<void> {
  const key = await sql.begin(async (tx) => {
    const images = createImagesRepository(tx);
    const image = await images.findById(id);
    if (!image) throw BoatsError.imageNotFound();
    if (!(await createBoatsRepository(tx).lock(image.boatId, ownerScope(actor)))) throw BoatsError.imageNotFound();
    await images.delete(id);
    await syncThumbnail(tx, storage, image.boatId);
    return image.key;
  });
  await deleteVariants(storage, key);
}
