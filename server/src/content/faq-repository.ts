import type { Db } from '../platform/db.js';
import type { Faq } from './schemas.js';

/** English: undefined keeps what is stored (an update), null is untranslated. */
export interface FaqWrite {
  question: string;
  answer: string;
  questionEn?: string | null;
  answerEn?: string | null;
  order: number | null;
}

export function createFaqRepository(db: Db) {
  const columns = db`id, question, answer, question_en, answer_en, sort_order as "order"`;
  return {
    async list(): Promise<Faq[]> {
      return db<Faq[]>`select ${columns} from faqs order by sort_order, id`;
    },
    async insert(f: FaqWrite): Promise<Faq> {
      const [row] = await db<Faq[]>`
        insert into faqs (question, answer, question_en, answer_en, sort_order)
        values (${f.question}, ${f.answer}, ${f.questionEn ?? null}, ${f.answerEn ?? null}, coalesce(${f.order}::int, (select coalesce(max(sort_order) + 1, 0) from faqs)))
        returning ${columns}`;
      return row!;
    },
    async update(id: number, f: FaqWrite): Promise<Faq | undefined> {
      const [row] = await db<Faq[]>`
        update faqs set question = ${f.question}, answer = ${f.answer},
          question_en = case when ${f.questionEn !== undefined} then ${f.questionEn ?? null} else question_en end,
          answer_en = case when ${f.answerEn !== undefined} then ${f.answerEn ?? null} else answer_en end,
          sort_order = coalesce(${f.order}::int, sort_order),
          updated_at = now()
        where id = ${id} returning ${columns}`;
      return row;
    },
    async delete(id: number): Promise<boolean> {
      return (await db`delete from faqs where id = ${id} returning id`).length > 0;
    },
  };
}
