import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/guard.js';
import type { Db, Sql } from '../platform/db.js';
import { badRequest, notFound } from '../platform/errors.js';
import type { Storage } from '../platform/storage.js';
import type { UploadedFile } from '../platform/upload.js';
import { makeVariants, VARIANT_NAMES, variantKey, type ProcessedImage } from '../platform/image-processing.js';
import type { BoatImage } from './image-schemas.js';
import { detectImageType } from '../platform/image-type.js';
import { createImagesRepository, type ImageRow } from './images-repository.js';
import { createBoatsRepository } from './repository.js';
import { BOAT_NOT_FOUND, lockBoatFor, ownerScope } from './service.js';


const IMAGE_NOT_FOUND = () => notFound('Görsel bulunamadı.');

export function toBoatImage(storage: Storage, r: ImageRow): BoatImage {
  return {
    id: r.id,
    boatId: r.boatId,
    position: r.position,
    width: r.width,
    height: r.height,
    thumb: storage.url(variantKey(r.key, 'thumb')),
    medium: storage.url(variantKey(r.key, 'medium')),
    large: storage.url(variantKey(r.key, 'large')),
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
  for (const name of VARIANT_NAMES) await storage.put(variantKey(key, name), image.variants[name], 'image/webp');
  return key;
}

const removeVariants = (storage: Storage, key: string) =>
  Promise.all(VARIANT_NAMES.map((name) => storage.delete(variantKey(key, name)).catch(() => {})));

export function createImagesService(sql: Sql, storage: Storage) {
  return {
    /**
     * Checks every file by its bytes, makes the variants, then records the rows in one
     * transaction; files of a failed transaction are removed again.
     */
    async upload(actor: AuthUser, boatId: number, files: UploadedFile[]): Promise<BoatImage[]> {
      if (!files.length) throw badRequest('NO_FILES', 'En az bir görsel dosyası seçilmelidir.');
      // Checked before the (slow) image work; the transaction below locks and checks again.
      if (!(await createBoatsRepository(sql).findById(boatId, ownerScope(actor)))) throw BOAT_NOT_FOUND();
      for (const file of files) {
        if (!detectImageType(file.buffer)) {
          throw badRequest('UNSUPPORTED_IMAGE', `"${file.filename}" bir JPEG, PNG veya WebP görseli değil.`);
        }
      }
      const processed: ProcessedImage[] = [];
      for (const file of files) {
        try {
          processed.push(await makeVariants(file.buffer));
        } catch {
          throw badRequest('INVALID_IMAGE', `"${file.filename}" okunamadı; dosya bozuk olabilir.`);
        }
      }
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
        await Promise.all(keys.map((key) => removeVariants(storage, key)));
        throw e;
      }
    },

    async list(actor: AuthUser, boatId: number): Promise<BoatImage[]> {
      if (!(await createBoatsRepository(sql).findById(boatId, ownerScope(actor)))) throw BOAT_NOT_FOUND();
      return (await createImagesRepository(sql).listForBoat(boatId)).map((r) => toBoatImage(storage, r));
    },

    /** Deletes the row (and re-syncs the thumbnail) in one transaction, then the files. */
    async delete(actor: AuthUser, id: number): Promise<void> {
      const key = await sql.begin(async (tx) => {
        const images = createImagesRepository(tx);
        const image = await images.findById(id);
        if (!image) throw IMAGE_NOT_FOUND();
        if (!(await createBoatsRepository(tx).lock(image.boatId, ownerScope(actor)))) throw IMAGE_NOT_FOUND();
        await images.delete(id);
        await syncThumbnail(tx, storage, image.boatId);
        return image.key;
      });
      await removeVariants(storage, key);
    },

    async reorder(actor: AuthUser, boatId: number, ids: number[]): Promise<BoatImage[]> {
      return sql.begin(async (tx) => {
        await lockBoatFor(tx, actor, boatId);
        const images = createImagesRepository(tx);
        const current = await images.listForBoat(boatId);
        const wanted = new Set(ids);
        if (wanted.size !== ids.length || current.length !== ids.length || !current.every((img) => wanted.has(img.id))) {
          throw badRequest('IMAGE_ORDER_MISMATCH', 'Sıralama, teknenin tüm görsellerini birer kez içermelidir.');
        }
        await images.reorder(boatId, ids);
        await syncThumbnail(tx, storage, boatId);
        return (await images.listForBoat(boatId)).map((r) => toBoatImage(storage, r));
      });
    },
  };
}
