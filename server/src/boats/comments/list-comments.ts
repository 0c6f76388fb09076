import type { Sql } from '../../platform/db.js';
import { createCommentsRepository } from './repository.js';
import type { Comment, CommentListQuery } from './schemas.js';

/** A page of every review, pending ones included, newest first (the office's moderation list). */
export function listComments(sql: Sql, query: CommentListQuery): Promise<{ content: Comment[]; total: number }> {
  return createCommentsRepository(sql).list(query);
}
