import { sanitizeRichText } from '../common/rich-text.js';
import type { Db, Sql } from '../platform/db.js';
import { badRequest, conflict, notFound } from '../platform/errors.js';
import { createBlogRepository, type BlogWrite } from './blog-repository.js';
import type { BlogPageQuery, BlogPost, CreateBlogBody, EditBlogBody, Section, SectionBody, SectionKey } from './schemas.js';
import { createSectionsRepository } from './sections-repository.js';
import { slugify } from './slug.js';

const POST_NOT_FOUND = (id: number) => notFound(`${id} numaralı blog yazısı bulunamadı.`);
const SLUG_TAKEN = (slug: string) => conflict('SLUG_TAKEN', `"${slug}" adresi başka bir blog yazısında kullanılıyor; lütfen farklı bir adres seçin.`);
const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/**
 * Saves a section's sanitised rich text inside the caller's transaction. Exported for the
 * settings module, whose `PUT /admin/contact/edit` also carries the contact page text.
 */
export async function saveSection(tx: Db, key: SectionKey, body: SectionBody, userId: number | null): Promise<Section> {
  const saved = await createSectionsRepository(tx).update(key, {
    ...(body.title !== undefined ? { title: body.title.trim() } : {}),
    content: sanitizeRichText(body.content),
    updatedBy: userId,
  });
  if (!saved) throw notFound(`"${key}" bölümü bulunamadı.`);
  return saved;
}

function blogWrite(body: CreateBlogBody): BlogWrite {
  const title = body.title.trim();
  if (!title) throw badRequest('TITLE_REQUIRED', 'Blog yazısının başlığı boş olamaz.');
  const slug = body.slug ?? slugify(title);
  if (!slug) throw badRequest('SLUG_REQUIRED', 'Başlıktan adres (slug) üretilemedi; lütfen bir adres girin (ör. gocek-koylari).');
  if (body.publishedAt) {
    const year = new Date(body.publishedAt).getUTCFullYear();
    if (!(year >= 1970 && year <= 9999)) throw badRequest('VALIDATION_ERROR', 'Yayın tarihi 1970 ile 9999 yılları arasında olmalıdır.');
  }
  return {
    title,
    slug,
    summary: body.summary?.trim() ?? '',
    body: sanitizeRichText(body.body),
    coverImage: body.coverImage?.trim() || null,
    published: body.published ?? false,
    publishedAt: body.publishedAt ?? null,
  };
}

/** Use cases on website sections and the blog; each write runs in one transaction. */
export function createContentService(sql: Sql) {
  return {
    async getSection(key: SectionKey): Promise<Section> {
      const section = await createSectionsRepository(sql).find(key);
      if (!section) throw notFound(`"${key}" bölümü bulunamadı.`);
      return section;
    },

    async editSection(key: SectionKey, body: SectionBody, userId: number): Promise<Section> {
      return sql.begin((tx) => saveSection(tx, key, body, userId));
    },

    listPosts: (page: BlogPageQuery, onlyPublished: boolean) => createBlogRepository(sql).list(page, onlyPublished),

    async getPublishedPost(slug: string): Promise<BlogPost> {
      const post = await createBlogRepository(sql).findPublishedBySlug(slug);
      if (!post) throw notFound('Aradığınız blog yazısı bulunamadı veya yayından kaldırılmış.');
      return post;
    },

    async createPost(body: CreateBlogBody): Promise<BlogPost> {
      const write = blogWrite(body);
      try {
        return await sql.begin(async (tx) => {
          const blog = createBlogRepository(tx);
          if (await blog.slugTaken(write.slug, 0)) throw SLUG_TAKEN(write.slug);
          return blog.insert(write);
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw SLUG_TAKEN(write.slug);
        throw e;
      }
    },

    async editPost(body: EditBlogBody): Promise<BlogPost> {
      const write = blogWrite(body);
      try {
        return await sql.begin(async (tx) => {
          const blog = createBlogRepository(tx);
          if (!(await blog.exists(body.id))) throw POST_NOT_FOUND(body.id);
          if (await blog.slugTaken(write.slug, body.id)) throw SLUG_TAKEN(write.slug);
          return (await blog.update(body.id, write))!;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw SLUG_TAKEN(write.slug);
        throw e;
      }
    },

    async deletePost(id: number): Promise<void> {
      const deleted = await sql.begin((tx) => createBlogRepository(tx).delete(id));
      if (!deleted) throw POST_NOT_FOUND(id);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
