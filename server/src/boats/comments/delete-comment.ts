import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createCommentsRepository } from './repository.js';

/** An ADMIN deletes a review for good. */
export async function deleteComment(sql: Sql, id: number): Promise<void> {
  await sql.begin(async (tx) => {
    if (!(await createCommentsRepository(tx).delete(id))) throw BoatsError.commentNotFound(id);
  });
}
