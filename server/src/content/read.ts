import type { Db } from '../platform/db.js';
import { createBanksRepository } from './banks-repository.js';
import type { Bank } from './schemas.js';

/** What other modules read of the content tables (the content module alone writes them). */

/** The active bank accounts, in the order the office made them (the bank-details mail). */
export const activeBanks = (db: Db): Promise<Bank[]> => createBanksRepository(db).list(true);

/** Website sections, FAQ entries and blog posts whose English is missing (the panel's home lists them). */
export async function untranslatedContent(db: Db) {
  const [sections, faqs, posts] = await Promise.all([
    db<{ key: string; title: string }[]>`
      select key, title from website_sections
      where title_en is null or (btrim(content) <> '' and content_en is null) order by key`,
    db<{ id: number; question: string }[]>`
      select id, question from faqs where question_en is null or answer_en is null order by sort_order, id`,
    db<{ id: number; title: string }[]>`
      select id, title from blog_posts where title_en is null or body_en is null order by created_at desc, id desc`,
  ]);
  return { sections, faqs, posts };
}
