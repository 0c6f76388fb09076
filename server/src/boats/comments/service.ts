import type { Sql } from '../../platform/db.js';
import type { Comment, SubmitCommentBody } from './schemas.js';
import { BoatsError } from '../errors.js';
import { createCommentsRepository } from './repository.js';
import { createPublicBoatsRepository } from '../page/repository.js';

export function createCommentsService(sql: Sql) {
  return {
    async get(id: number): Promise<Comment> {
      const comment = await createCommentsRepository(sql).findById(id);
      if (!comment) throw BoatsError.commentNotFound(id);
      return comment;
    },

    async setActivity(id: number, active: boolean | undefined): Promise<Comment> {
      return sql.begin(async (tx) => {
        const comments = createCommentsRepository(tx);
        const approved = await comments.lockApproved(id);
        if (approved === undefined) throw BoatsError.commentNotFound(id);
        await comments.setApproved(id, active ?? !approved);
        return (await comments.findById(id))!;
      });
    },

    async delete(id: number): Promise<void> {
      await sql.begin(async (tx) => {
        if (!(await createCommentsRepository(tx).delete(id))) throw BoatsError.commentNotFound(id);
      });
    },

    /** A visitor's review of an active boat; hidden until an admin approves it. */
    async submit(slug: string, body: SubmitCommentBody): Promise<void> {
      const name = body.name.trim();
      const text = body.text.trim();
      if (!name || !text) throw BoatsError.commentEmpty();
      await sql.begin(async (tx) => {
        const boatId = await createPublicBoatsRepository(tx).activeIdBySlug(slug);
        if (!boatId) throw BoatsError.boatNotFound();
        await createCommentsRepository(tx).insert(boatId, name, body.rating, text, body.language ?? 'tr');
      });
    },
  };
}
