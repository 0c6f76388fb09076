import { randomUUID } from 'node:crypto';
import type { Sql } from '../platform/db.js';
import { detectDocumentType } from '../platform/file-type.js';
import { makeVariants, variantKey } from '../platform/image-processing.js';
import type { Storage } from '../platform/storage.js';
import { deleteVariants, putVariants } from '../platform/stored-image.js';
import type { UploadedFile } from '../platform/upload.js';
import type { Document, PublicDocument } from './document-schemas.js';
import { ContentError } from './errors.js';
import { createDocumentsRepository, type DocumentRow, type DocumentWrite } from './documents-repository.js';

const pdfKey = (key: string) => `${key}.pdf`;

/** A title from a multipart field: trimmed, 1 to 200 characters, no control characters. */
export function documentTitle(value: string | undefined): string {
  const title = value?.trim() ?? '';
  if (!title) throw ContentError.documentTitleRequired();
  if (title.length > 200) throw ContentError.documentTitleTooLong();
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(title)) throw ContentError.documentTitleControlCharacter();
  return title;
}

/**
 * Checks the file by its bytes and writes it to storage: a PDF as it is, an image as WebP
 * variants (re-encoded, so nothing but pixels is served). Returns the row to insert.
 */
export async function storeDocumentFile(storage: Storage, title: string, file: UploadedFile): Promise<DocumentWrite> {
  const type = detectDocumentType(file.buffer);
  if (!type) throw ContentError.unsupportedDocument(file.filename);
  const storageKey = `documents/${randomUUID()}`;
  if (type === 'application/pdf') {
    await storage.put(pdfKey(storageKey), file.buffer, type);
    return { title, storageKey, kind: 'pdf', contentType: type, sizeBytes: file.buffer.length };
  }
  let image;
  try {
    image = await makeVariants(file.buffer);
  } catch {
    throw ContentError.unreadableImage(file.filename);
  }
  await putVariants(storage, storageKey, image);
  return { title, storageKey, kind: 'image', contentType: 'image/webp', sizeBytes: image.variants.large.length };
}

export async function removeDocumentFiles(
  storage: Storage,
  d: Pick<DocumentRow, 'storageKey' | 'kind'>,
): Promise<void> {
  if (d.kind === 'pdf') await storage.delete(pdfKey(d.storageKey)).catch(() => {});
  else await deleteVariants(storage, d.storageKey);
}

function toPublic(storage: Storage, r: DocumentRow): PublicDocument {
  const image = r.kind === 'image';
  return {
    id: r.id,
    title: r.title,
    kind: r.kind,
    url: storage.url(image ? variantKey(r.storageKey, 'large') : pdfKey(r.storageKey)),
    previewUrl: image ? storage.url(variantKey(r.storageKey, 'thumb')) : null,
    sizeBytes: r.sizeBytes,
  };
}

const toDocument = (storage: Storage, r: DocumentRow): Document => ({
  ...toPublic(storage, r),
  contentType: r.contentType,
  order: r.displayOrder,
  createdAt: r.createdAt.toISOString(),
});

/** The company's documents; files are stored before the row and removed again when the row fails. */
export function createDocumentsService(sql: Sql, storage: Storage) {
  return {
    list: async (): Promise<Document[]> =>
      (await createDocumentsRepository(sql).list()).map((r) => toDocument(storage, r)),

    listPublic: async (): Promise<PublicDocument[]> =>
      (await createDocumentsRepository(sql).list()).map((r) => toPublic(storage, r)),

    async upload(titleField: string | undefined, file: UploadedFile): Promise<Document> {
      const title = documentTitle(titleField);
      const write = await storeDocumentFile(storage, title, file);
      try {
        const row = await sql.begin((tx) => createDocumentsRepository(tx).insert(write));
        return toDocument(storage, row);
      } catch (e) {
        await removeDocumentFiles(storage, write);
        throw e;
      }
    },

    /** Deletes the row, then (after the commit) its files. */
    async delete(id: number): Promise<void> {
      const row = await sql.begin((tx) => createDocumentsRepository(tx).delete(id));
      if (!row) throw ContentError.documentNotFound(id);
      await removeDocumentFiles(storage, row);
    },
  };
}
