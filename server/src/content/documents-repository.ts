import type { Db } from '../platform/db.js';
import type { DocumentKind } from './document-schemas.js';

export interface DocumentRow {
  id: number;
  title: string;
  storageKey: string;
  kind: DocumentKind;
  contentType: string;
  sizeBytes: number;
  displayOrder: number;
  createdAt: Date;
}

export type DocumentWrite = Pick<DocumentRow, 'title' | 'storageKey' | 'kind' | 'contentType' | 'sizeBytes'>;

export function createDocumentsRepository(db: Db) {
  return {
    async list(): Promise<DocumentRow[]> {
      return db<DocumentRow[]>`select * from documents order by display_order, id`;
    },

    /** Appends after the last document; the table lock keeps two uploads from taking the same place. */
    async insert(d: DocumentWrite): Promise<DocumentRow> {
      await db`lock table documents in share row exclusive mode`;
      const [row] = await db<DocumentRow[]>`
        insert into documents (title, storage_key, kind, content_type, size_bytes, display_order)
        values (${d.title}, ${d.storageKey}, ${d.kind}, ${d.contentType}, ${d.sizeBytes},
          (select coalesce(max(display_order) + 1, 0) from documents))
        returning *`;
      return row!;
    },

    async delete(id: number): Promise<DocumentRow | undefined> {
      const [row] = await db<DocumentRow[]>`delete from documents where id = ${id} returning *`;
      return row;
    },
  };
}
