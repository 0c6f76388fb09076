import type { Db } from '../platform/db.js';
import type { Section, SectionKey } from './schemas.js';

interface SectionRow {
  key: string;
  title: string;
  content: string;
  titleEn: string | null;
  contentEn: string | null;
  updatedAt: Date;
}
const toSection = (r: SectionRow): Section => ({
  key: r.key,
  title: r.title,
  content: r.content,
  titleEn: r.titleEn,
  contentEn: r.contentEn,
  updatedAt: r.updatedAt.toISOString(),
});

export function createSectionsRepository(db: Db) {
  return {
    async find(key: SectionKey): Promise<Section | undefined> {
      const [row] = await db<
        SectionRow[]
      >`select key, title, content, title_en, content_en, updated_at from website_sections where key = ${key}`;
      return row && toSection(row);
    },

    /** Content must already be sanitised. */
    async update(
      key: SectionKey,
      s: {
        title?: string;
        content: string;
        /** Undefined keeps the English text; null clears it. */
        titleEn?: string | null;
        contentEn?: string | null;
        updatedBy: number | null;
      },
    ): Promise<Section | undefined> {
      const [row] = await db<SectionRow[]>`
        update website_sections set title = coalesce(${s.title ?? null}, title), content = ${s.content},
          title_en = case when ${s.titleEn !== undefined} then ${s.titleEn ?? null} else title_en end,
          content_en = case when ${s.contentEn !== undefined} then ${s.contentEn ?? null} else content_en end,
          updated_by = ${s.updatedBy}, updated_at = now()
        where key = ${key} returning key, title, content, title_en, content_en, updated_at`;
      return row && toSection(row);
    },
  };
}
