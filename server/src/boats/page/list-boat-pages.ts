import type { Sql } from '../../platform/db.js';
import { variantKey } from '../../platform/image-processing.js';
import type { Storage } from '../../platform/storage.js';
import type { SitemapBoat } from '../public-schemas.js';
import { createPublicBoatsRepository } from './repository.js';

/** Every active boat's page: address, last change, thumbnail and every image's large variant, for the sitemap. */
export async function listBoatPages(sql: Sql, storage: Storage): Promise<SitemapBoat[]> {
  return (await createPublicBoatsRepository(sql).pages()).map((p) => ({
    slug: p.slug,
    updatedAt: p.updatedAt.toISOString(),
    thumbnail: p.thumbnail,
    images: p.imageKeys.map((key) => storage.url(variantKey(key, 'large'))),
  }));
}
