import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createCommentsRepository } from './repository.js';
import type { Comment } from './schemas.js';

/** A review, approved or not (the office's moderation), or 404. */
export async function getComment(sql: Sql, id: number): Promise<Comment> {
  const comment = await createCommentsRepository(sql).findById(id);
  if (!comment) throw BoatsError.commentNotFound(id);
  return comment;
}
