import type { Db } from '../platform/db.js';
import { part, type SqlPart } from '../platform/statement.js';

/** `personal_texts`: what a person typed, kept out of the events (see `personal-texts.ts`). */

/** The rows as one insert statement, to go out with an append. */
export function insertTexts(texts: readonly { id: string; streamId: string; body: string }[]): SqlPart {
  return part`insert into personal_texts (id, stream_id, body)
    select * from jsonb_to_recordset(${JSON.stringify(texts)}::text::jsonb) as t(id uuid, "streamId" text, body text)`;
}

export function createPersonalTextsRepository(db: Db) {
  return {
    bodiesOf: (ids: readonly string[]) =>
      db<{ id: string; body: string }[]>`
        select id::text, body from personal_texts where id = any(${ids as string[]}::uuid[])`,

    all: () => db<{ id: string; body: string }[]>`select id::text, body from personal_texts`,

    /** Deletes the texts of these streams; returns how many went. */
    async eraseStreams(streamIds: readonly string[]): Promise<number> {
      const rows =
        await db`delete from personal_texts where stream_id = any(${streamIds as string[]}::text[]) returning id`;
      return rows.length;
    },
  };
}
