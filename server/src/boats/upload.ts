import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../platform/errors.js';
import type { UploadedFile } from './images-service.js';

const MULTIPART_ERRORS: Record<string, [number, string]> = {
  FST_FILES_LIMIT: [413, 'Tek seferde en fazla 20 görsel yüklenebilir.'],
  FST_PARTS_LIMIT: [413, 'İstekte çok fazla alan var.'],
  FST_FIELDS_LIMIT: [413, 'İstekte çok fazla alan var.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Görseller multipart/form-data olarak gönderilmelidir.'],
  FST_PROTO_VIOLATION: [400, 'Geçersiz alan adı.'],
};

const tooLarge = (filename: string, maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', `"${filename}" çok büyük; bir görsel en fazla ${Math.round(maxBytes / 1024 / 1024)} MB olabilir.`);

/** Reads `boat_id` and every file part of a multipart upload, refusing files over the size limit. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<{ boatId: number; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw badRequest('NOT_MULTIPART', 'Görseller multipart/form-data olarak gönderilmelidir.');
  let boatIdText: string | undefined;
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(part.filename, maxBytes);
        if (buffer.length > 0) files.push({ filename: part.filename || 'dosya', buffer });
      } else if (part.fieldname === 'boat_id' && typeof part.value === 'string') {
        boatIdText = part.value;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const known = MULTIPART_ERRORS[(e as { code?: string }).code ?? ''];
    if (known) throw new AppError(known[0], 'UPLOAD_REJECTED', known[1]);
    throw e;
  }
  if (!boatIdText || !/^[1-9]\d{0,9}$/.test(boatIdText.trim())) {
    throw badRequest('BOAT_ID_REQUIRED', '"boat_id" alanı geçerli bir tekne numarası olmalıdır.');
  }
  return { boatId: Number(boatIdText.trim()), files };
}
