import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
}

export interface MultipartMessages {
  /** The thing being uploaded, for messages: "görsel", "dosya". */
  noun: string;
  /** Answer when more file parts arrive than the route's `files` limit. */
  tooManyFiles: [status: number, message: string];
}

const tooLarge = (filename: string, maxBytes: number, noun: string) =>
  new AppError(
    413,
    'FILE_TOO_LARGE',
    `"${filename}" çok büyük; bir ${noun} en fazla ${Math.round(maxBytes / 1024 / 1024)} MB olabilir.`,
  );

/**
 * Reads every field and file part of a multipart request into memory, refusing a file over
 * `maxBytes` (the multipart plugin truncates it; `throwFileSizeLimit: false`) with a Turkish 413.
 * The multipart plugin's own limit errors become Turkish 4xx answers too. Empty file parts are dropped.
 */
export async function readMultipart(
  request: FastifyRequest,
  maxBytes: number,
  messages: MultipartMessages,
): Promise<{ fields: Map<string, string>; files: UploadedFile[] }> {
  const notMultipart = `${messages.noun[0]!.toLocaleUpperCase('tr-TR')}${messages.noun.slice(1)} multipart/form-data olarak gönderilmelidir.`;
  if (!request.isMultipart()) throw badRequest('NOT_MULTIPART', notMultipart);
  const known: Record<string, [number, string]> = {
    FST_FILES_LIMIT: messages.tooManyFiles,
    FST_PARTS_LIMIT: [413, 'İstekte çok fazla alan var.'],
    FST_FIELDS_LIMIT: [413, 'İstekte çok fazla alan var.'],
    FST_INVALID_MULTIPART_CONTENT_TYPE: [400, notMultipart],
    FST_PROTO_VIOLATION: [400, 'Geçersiz alan adı.'],
  };
  const fields = new Map<string, string>();
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(part.filename, maxBytes, messages.noun);
        if (buffer.length > 0) files.push({ filename: part.filename || 'dosya', buffer });
      } else if (typeof part.value === 'string' && !fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const answer = known[(e as { code?: string }).code ?? ''];
    if (answer) throw new AppError(answer[0], 'UPLOAD_REJECTED', answer[1]);
    // Anything else here is the parser meeting a body that is not the multipart it claims to be (busboy's
    // "Unexpected end of form", "Malformed part header", a part cut short): the client's fault, never a 500.
    throw badRequest(
      'MULTIPART_INVALID',
      'Gönderilen form verisi bozuk veya eksik (multipart/form-data çözümlenemedi); dosyayı yeniden seçip tekrar gönderin.',
    );
  }
  return { fields, files };
}

/** The single file of a one-file upload route: none is a Turkish 400. */
export function singleFile(files: UploadedFile[], noun: string): UploadedFile {
  const [file] = files;
  if (!file) throw badRequest('NO_FILES', `Bir ${noun} dosyası seçilmelidir.`);
  return file;
}

/** Options of `@fastify/multipart` for a route that takes one file and a few short fields. */
export const singleFileLimits = (maxBytes: number) => ({
  throwFileSizeLimit: false,
  limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
});
