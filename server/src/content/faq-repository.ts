import type { Db } from '../platform/db.js';
import type { Faq } from './schemas.js';

export function createFaqRepository(db: Db) {
  const columns = db`id, question, answer, sort_order as "order"`;
  return {
    async list(): Promise<Faq[]> {
      return db<Faq[]>`select ${columns} from faqs order by sort_order, id`;
    },
    async insert(f: { question: string; answer: string; order: number | null }): Promise<Faq> {
      const [row] = await db<Faq[]>`
        insert into faqs (question, answer, sort_order)
        values (${f.question}, ${f.answer}, coalesce(${f.order}::int, (select coalesce(max(sort_order) + 1, 0) from faqs)))
        returning ${columns}`;
      return row!;
    },
    async update(id: number, f: { question: string; answer: string; order: number | null }): Promise<Faq | undefined> {
      const [row] = await db<Faq[]>`
        update faqs set question = ${f.question}, answer = ${f.answer}, sort_order = coalesce(${f.order}::int, sort_order),
          updated_at = now()
        where id = ${id} returning ${columns}`;
      return row;
    },
    async delete(id: number): Promise<boolean> {
      return (await db`delete from faqs where id = ${id} returning id`).length > 0;
    },
  };
}
