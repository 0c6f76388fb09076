import type { Sql } from '../../platform/db.js';
import { BoatsError } from '../errors.js';
import { createPublicBoatsRepository } from '../page/repository.js';
import { createCommentsRepository } from './repository.js';
import type { SubmitCommentBody } from './schemas.js';

/** A visitor's review of an active boat; hidden until an admin approves it. */
export async function submitComment(sql: Sql, slug: string, body: SubmitCommentBody): Promise<void> {
  const name = body.name.trim();
  const text = body.text.trim();
  if (!name || !text) throw BoatsError.commentEmpty();
  await sql.begin(async (tx) => {
    const boatId = await createPublicBoatsRepository(tx).activeIdBySlug(slug);
    if (!boatId) throw BoatsError.boatNotFound();
    await createCommentsRepository(tx).insert(boatId, name, body.rating, text, body.language ?? 'tr');
  });
}
