import { englishInput } from '../common/language.js';
import { sanitizeRichText } from '../common/rich-text.js';

/** Sanitised English rich text; empty (or null) is untranslated. */
const englishRich = (html: string | null): string | null => (html === null ? null : sanitizeRichText(html) || null);
import { slugify } from '../common/turkish.js';
import type { Db, Sql } from '../platform/db.js';
import type { Storage } from '../platform/storage.js';
import { deleteVariants, variantUrls } from '../platform/stored-image.js';
import type { UploadedFile } from '../platform/upload.js';
import { createBlogRepository, type BlogRecord, type BlogWrite } from './blog-repository.js';
import { ContentError } from './errors.js';
import { checkImageRef, presentImage, replaceUploadedImage } from './image-refs.js';
import type {
  BlogPageQuery,
  BlogPost,
  CreateBlogBody,
  EditBlogBody,
  Section,
  SectionBody,
  SectionKey,
} from './schemas.js';
import { createSectionsRepository } from './sections-repository.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/**
 * Saves a section's sanitised rich text inside the caller's transaction. Also the contact page's
 * save in the settings module's `PUT /admin/contact/edit` (the composition root hands it over).
 */
export async function saveSection(tx: Db, key: SectionKey, body: SectionBody, userId: number | null): Promise<Section> {
  const saved = await createSectionsRepository(tx).update(key, {
    ...(body.title !== undefined ? { title: body.title.trim() } : {}),
    content: sanitizeRichText(body.content),
    ...(body.titleEn !== undefined ? { titleEn: englishInput(body.titleEn) } : {}),
    ...(body.contentEn !== undefined ? { contentEn: englishRich(body.contentEn) } : {}),
    updatedBy: userId,
  });
  if (!saved) throw ContentError.sectionNotFound(key);
  return saved;
}

type PostFields = Omit<BlogWrite, 'coverImage' | 'coverKey'>;

/** The post's fields, and its cover address: undefined when the body leaves the cover alone. */
function blogWrite(body: CreateBlogBody): { fields: PostFields; cover: string | null | undefined } {
  const title = body.title.trim();
  if (!title) throw ContentError.titleRequired();
  const slug = body.slug ?? slugify(title);
  if (!slug) throw ContentError.slugRequired();
  if (body.publishedAt) {
    const year = new Date(body.publishedAt).getUTCFullYear();
    if (!(year >= 1970 && year <= 9999)) throw ContentError.publishedAtOutOfRange();
  }
  return {
    fields: {
      title,
      slug,
      summary: body.summary?.trim() ?? '',
      body: sanitizeRichText(body.body),
      ...(body.titleEn !== undefined ? { titleEn: englishInput(body.titleEn) } : {}),
      ...(body.summaryEn !== undefined ? { summaryEn: englishInput(body.summaryEn) } : {}),
      ...(body.bodyEn !== undefined ? { bodyEn: englishRich(body.bodyEn) } : {}),
      published: body.published ?? false,
      publishedAt: body.publishedAt ?? null,
    },
    cover: body.coverImage === undefined ? undefined : checkImageRef(body.coverImage, 'coverImage'),
  };
}

function toPost(storage: Storage, { coverKey, coverImage, ...post }: BlogRecord): BlogPost {
  const image = presentImage(storage, coverImage, coverKey, 'large');
  return { ...post, coverImage: image.url, coverVariants: image.variants };
}

/**
 * The cover an edit leaves: unchanged when omitted or when it repeats one of the current
 * addresses (a client sending the post back as it read it); otherwise the new address, and the
 * uploaded files of the old cover become garbage.
 */
function editedCover(
  storage: Storage,
  current: { coverImage: string | null; coverKey: string | null },
  cover: string | null | undefined,
): { coverImage: string | null; coverKey: string | null; dropKey: string | null } {
  const currentUrls = current.coverKey ? Object.values(variantUrls(storage, current.coverKey)) : [current.coverImage];
  if (cover === undefined || (cover !== null && currentUrls.includes(cover))) return { ...current, dropKey: null };
  return { coverImage: cover, coverKey: null, dropKey: current.coverKey };
}

/** Use cases on website sections and the blog; each write runs in one transaction. */
export function createContentService(sql: Sql, storage: Storage) {
  return {
    async getSection(key: SectionKey): Promise<Section> {
      const section = await createSectionsRepository(sql).find(key);
      if (!section) throw ContentError.sectionNotFound(key);
      return section;
    },

    async editSection(key: SectionKey, body: SectionBody, userId: number): Promise<Section> {
      return sql.begin((tx) => saveSection(tx, key, body, userId));
    },

    async listPosts(page: BlogPageQuery, onlyPublished: boolean): Promise<{ content: BlogPost[]; total: number }> {
      const { content, total } = await createBlogRepository(sql).list(page, onlyPublished);
      return { content: content.map((p) => toPost(storage, p)), total };
    },

    async getPublishedPost(slug: string): Promise<BlogPost> {
      const post = await createBlogRepository(sql).findPublishedBySlug(slug);
      if (!post) throw ContentError.publishedPostNotFound();
      return toPost(storage, post);
    },

    async createPost(body: CreateBlogBody): Promise<BlogPost> {
      const { fields, cover } = blogWrite(body);
      const write: BlogWrite = { ...fields, coverImage: cover ?? null, coverKey: null };
      try {
        return toPost(
          storage,
          await sql.begin(async (tx) => {
            const blog = createBlogRepository(tx);
            if (await blog.slugTaken(write.slug, 0)) throw ContentError.slugTaken(write.slug);
            return blog.insert(write);
          }),
        );
      } catch (e) {
        if (isUniqueViolation(e)) throw ContentError.slugTaken(write.slug);
        throw e;
      }
    },

    async editPost(body: EditBlogBody): Promise<BlogPost> {
      const { fields, cover } = blogWrite(body);
      let saved: { post: BlogRecord; dropKey: string | null };
      try {
        saved = await sql.begin(async (tx) => {
          const blog = createBlogRepository(tx);
          const current = await blog.lockCover(body.id);
          if (!current) throw ContentError.postNotFound(body.id);
          if (await blog.slugTaken(fields.slug, body.id)) throw ContentError.slugTaken(fields.slug);
          const { dropKey, ...coverColumns } = editedCover(storage, current, cover);
          return { post: (await blog.update(body.id, { ...fields, ...coverColumns }))!, dropKey };
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw ContentError.slugTaken(fields.slug);
        throw e;
      }
      if (saved.dropKey) await deleteVariants(storage, saved.dropKey);
      return toPost(storage, saved.post);
    },

    /** Stores the cover's WebP variants and points the post at them; a previous upload is removed. */
    async uploadCover(id: number, file: UploadedFile): Promise<BlogPost> {
      if (!(await createBlogRepository(sql).exists(id))) throw ContentError.postNotFound(id);
      const post = await replaceUploadedImage(sql, storage, `blog/${id}`, file, async (tx, key) => {
        const blog = createBlogRepository(tx);
        const current = await blog.lockCover(id);
        if (!current) throw ContentError.postNotFound(id);
        return { previousKey: current.coverKey, result: await blog.setCoverKey(id, key) };
      });
      return toPost(storage, post);
    },

    /** Deletes the post, then (after the commit) an uploaded cover's files. */
    async deletePost(id: number): Promise<void> {
      const deleted = await sql.begin((tx) => createBlogRepository(tx).delete(id));
      if (!deleted) throw ContentError.postNotFound(id);
      if (deleted.coverKey) await deleteVariants(storage, deleted.coverKey);
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
