import type { Sql } from '../../platform/db.js';
import { createCommentsRepository } from './repository.js';
import type { PublicComment } from './schemas.js';

/** A page of the approved reviews of active boats, newest first (the website's list). */
export function listPublicComments(
  sql: Sql,
  skip: number,
  take: number,
): Promise<{ content: PublicComment[]; total: number }> {
  return createCommentsRepository(sql).approved(skip, take);
}
