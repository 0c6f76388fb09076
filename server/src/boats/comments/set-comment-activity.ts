import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createCommentsRepository } from './repository.js';
import type { Comment } from './schemas.js';

/** An ADMIN publishes or hides a review; no value flips it. */
export async function setCommentActivity(sql: Sql, id: number, active: boolean | undefined): Promise<Comment> {
  return sql.begin(async (tx) => {
    const comments = createCommentsRepository(tx);
    const approved = await comments.lockApproved(id);
    if (approved === undefined) throw BoatsError.commentNotFound(id);
    await comments.setApproved(id, active ?? !approved);
    return (await comments.findById(id))!;
  });
}
