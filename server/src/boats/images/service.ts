import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../auth/guard.js';
import type { Db, Sql } from '../../platform/db.js';
import type { Storage } from '../../platform/storage.js';
import type { UploadedFile } from '../../platform/upload.js';
import { variantKey, type ProcessedImage } from '../../platform/image-processing.js';
import { deleteVariants, processUploadedImage, putVariants, variantUrls } from '../../platform/stored-image.js';
import type { BoatImage } from './schemas.js';
import { createImagesRepository, type ImageRow } from './repository.js';
import { createBoatsRepository } from '../boat/repository.js';
import { BoatsError } from '../errors.js';
import { lockBoatFor, ownerScope } from '../boat/service.js';

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

export function createImagesService(sql: Sql, storage: Storage) {
  return {
    /**
     * Checks every file by its bytes, makes the variants, then records the rows in one
     * transaction; files of a failed transaction are removed again.
     */
    async upload(actor: AuthUser, boatId: number, files: UploadedFile[]): Promise<BoatImage[]> {
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
    },

    async list(actor: AuthUser, boatId: number): Promise<BoatImage[]> {
      if (!(await createBoatsRepository(sql).findById(boatId, ownerScope(actor)))) throw BoatsError.boatNotFound();
      return (await createImagesRepository(sql).listForBoat(boatId)).map((r) => toBoatImage(storage, r));
    },

    /** Deletes the row (and re-syncs the thumbnail) in one transaction, then the files. */
    async delete(actor: AuthUser, id: number): Promise<void> {
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
    },

    async reorder(actor: AuthUser, boatId: number, ids: number[]): Promise<BoatImage[]> {
      return sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, boatId);
        const images = createImagesRepository(tx);
        const current = await images.listForBoat(boatId);
        const wanted = new Set(ids);
        if (
          wanted.size !== ids.length ||
          current.length !== ids.length ||
          !current.every((img) => wanted.has(img.id))
        ) {
          throw BoatsError.imageOrderMismatch();
        }
        await images.reorder(boatId, ids);
        await syncThumbnail(tx, storage, boatId);
        return (await images.listForBoat(boatId)).map((r) => toBoatImage(storage, r));
      });
    },
  };
}
