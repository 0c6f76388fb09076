import type { Db } from '../platform/db.js';
import type { Section, SectionKey } from './schemas.js';

interface SectionRow {
  key: string;
  title: string;
  content: string;
  updatedAt: Date;
}
const toSection = (r: SectionRow): Section => ({
  key: r.key,
  title: r.title,
  content: r.content,
  updatedAt: r.updatedAt.toISOString(),
});

export function createSectionsRepository(db: Db) {
  return {
    async find(key: SectionKey): Promise<Section | undefined> {
      const [row] = await db<
        SectionRow[]
      >`select key, title, content, updated_at from website_sections where key = ${key}`;
      return row && toSection(row);
    },

    /** Content must already be sanitised. */
    async update(
      key: SectionKey,
      s: { title?: string; content: string; updatedBy: number | null },
    ): Promise<Section | undefined> {
      const [row] = await db<SectionRow[]>`
        update website_sections set title = coalesce(${s.title ?? null}, title), content = ${s.content},
          updated_by = ${s.updatedBy}, updated_at = now()
        where key = ${key} returning key, title, content, updated_at`;
      return row && toSection(row);
    },
  };
}
