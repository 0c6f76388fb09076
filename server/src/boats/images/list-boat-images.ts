import type { AuthUser } from '../../auth/guard.js';
import { createBoatsRepository } from '../boat/repository.js';
import { BoatsError } from '../errors.js';
import { ownerScope } from '../owner-scope.js';
import { toBoatImage } from './boat-image.js';
import type { ImageDeps } from './deps.js';
import { createImagesRepository } from './repository.js';
import type { BoatImage } from './schemas.js';

/** The images of a boat the actor may see, in display order. */
export async function listBoatImages(
  { sql, storage }: ImageDeps,
  actor: AuthUser,
  boatId: number,
): Promise<BoatImage[]> {
  if (!(await createBoatsRepository(sql).findById(boatId, ownerScope(actor)))) throw BoatsError.boatNotFound();
  return (await createImagesRepository(sql).listForBoat(boatId)).map((r) => toBoatImage(storage, r));
}
