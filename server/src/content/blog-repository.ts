import type { Db } from '../platform/db.js';
import type { BlogPost } from './schemas.js';

interface BlogRow {
  id: number;
  title: string;
  slug: string;
  summary: string;
  body: string;
  titleEn: string | null;
  summaryEn: string | null;
  bodyEn: string | null;
  coverImage: string | null;
  coverKey: string | null;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A post as stored: the cover is a hand-given address and/or the key of uploaded variants. */
export type BlogRecord = Omit<BlogPost, 'coverVariants'> & { coverKey: string | null };

const toPost = (r: BlogRow): BlogRecord => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  summary: r.summary,
  body: r.body,
  titleEn: r.titleEn,
  summaryEn: r.summaryEn,
  bodyEn: r.bodyEn,
  coverImage: r.coverImage,
  coverKey: r.coverKey,
  published: r.published,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export interface BlogWrite {
  title: string;
  slug: string;
  summary: string;
  body: string;
  /** English: undefined keeps what is stored (an update), null is untranslated. */
  titleEn?: string | null;
  summaryEn?: string | null;
  bodyEn?: string | null;
  coverImage: string | null;
  coverKey: string | null;
  published: boolean;
  /** null: now() when published, kept when already set. */
  publishedAt: string | null;
}

const COLUMNS = [
  'id',
  'title',
  'slug',
  'summary',
  'body',
  'title_en',
  'summary_en',
  'body_en',
  'cover_image',
  'cover_key',
  'published',
  'published_at',
  'created_at',
  'updated_at',
];

export function createBlogRepository(db: Db) {
  const columns = db(COLUMNS);
  return {
    async list(
      page: { skip: number; take: number; lang?: 'tr' | 'en' | undefined },
      onlyPublished: boolean,
    ): Promise<{ content: BlogRecord[]; total: number }> {
      // In English only the posts that have an English title and text.
      const english = page.lang === 'en' ? db`and title_en is not null and body_en is not null` : db``;
      const where = onlyPublished ? db`where published and published_at <= now() ${english}` : db``;
      const order = onlyPublished ? db`order by published_at desc, id desc` : db`order by created_at desc, id desc`;
      const rows = await db<(BlogRow & { total: number })[]>`
        select ${columns}, count(*) over () as total from blog_posts ${where} ${order} offset ${page.skip} limit ${page.take}`;
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page.skip > 0) {
        const [c] = await db<{ n: number }[]>`select count(*) as n from blog_posts ${where}`;
        total = c?.n ?? 0;
      }
      return { content: rows.map(toPost), total };
    },

    async findPublishedBySlug(slug: string): Promise<BlogRecord | undefined> {
      const [row] = await db<BlogRow[]>`
        select ${columns} from blog_posts where slug = ${slug} and published and published_at <= now()`;
      return row && toPost(row);
    },

    /** The post's cover, locking the row for the rest of the transaction. */
    async lockCover(id: number): Promise<{ coverImage: string | null; coverKey: string | null } | undefined> {
      const [row] = await db<{ coverImage: string | null; coverKey: string | null }[]>`
        select cover_image, cover_key from blog_posts where id = ${id} for update`;
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db`select 1 from blog_posts where id = ${id}`;
      return row !== undefined;
    },

    /** Points the post at an uploaded cover and drops a hand-given address. */
    async setCoverKey(id: number, key: string): Promise<BlogRecord> {
      const [row] = await db<BlogRow[]>`
        update blog_posts set cover_key = ${key}, cover_image = null, updated_at = now() where id = ${id} returning ${columns}`;
      return toPost(row!);
    },

    async slugTaken(slug: string, exceptId: number): Promise<boolean> {
      const [row] = await db`select 1 from blog_posts where slug = ${slug} and id <> ${exceptId}`;
      return row !== undefined;
    },

    async insert(p: BlogWrite): Promise<BlogRecord> {
      const [row] = await db<BlogRow[]>`
        insert into blog_posts (title, slug, summary, body, title_en, summary_en, body_en, cover_image, cover_key,
          published, published_at)
        values (${p.title}, ${p.slug}, ${p.summary}, ${p.body}, ${p.titleEn ?? null}, ${p.summaryEn ?? null},
          ${p.bodyEn ?? null}, ${p.coverImage}, ${p.coverKey}, ${p.published},
          case when ${p.published} then coalesce(${p.publishedAt}::timestamptz, now()) else ${p.publishedAt}::timestamptz end)
        returning ${columns}`;
      return toPost(row!);
    },

    async update(id: number, p: BlogWrite): Promise<BlogRecord | undefined> {
      const [row] = await db<BlogRow[]>`
        update blog_posts set title = ${p.title}, slug = ${p.slug}, summary = ${p.summary}, body = ${p.body},
          title_en = case when ${p.titleEn !== undefined} then ${p.titleEn ?? null} else title_en end,
          summary_en = case when ${p.summaryEn !== undefined} then ${p.summaryEn ?? null} else summary_en end,
          body_en = case when ${p.bodyEn !== undefined} then ${p.bodyEn ?? null} else body_en end,
          cover_image = ${p.coverImage}, cover_key = ${p.coverKey}, published = ${p.published},
          published_at = case when ${p.published} then coalesce(${p.publishedAt}::timestamptz, published_at, now())
                              else coalesce(${p.publishedAt}::timestamptz, published_at) end,
          updated_at = now()
        where id = ${id} returning ${columns}`;
      return row && toPost(row);
    },

    /** Answers the deleted post's cover key (for its files), or undefined when there was no such post. */
    async delete(id: number): Promise<{ coverKey: string | null } | undefined> {
      const [row] = await db<
        { coverKey: string | null }[]
      >`delete from blog_posts where id = ${id} returning cover_key`;
      return row;
    },
  };
}
