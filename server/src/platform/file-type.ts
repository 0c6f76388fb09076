import { detectImageType, type ImageType } from './image-type.js';

export type DocumentType = 'application/pdf' | ImageType;

/** `%PDF-` at the start of the file (the header the PDF specification requires). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** A PDF or a JPEG/PNG/WebP image, by its first bytes; the file name and declared type are not trusted. */
export function detectDocumentType(bytes: Uint8Array): DocumentType | undefined {
  if (bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return detectImageType(bytes);
}
