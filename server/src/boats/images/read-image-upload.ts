import type { FastifyRequest } from 'fastify';
import { readMultipart, type UploadedFile } from '../../platform/upload.js';
import { BoatsError } from '../errors.js';

/** Reads `boat_id` and every file part of a multipart upload, refusing files over the size limit. */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ boatId: number; files: UploadedFile[] }> {
  const { fields, files } = await readMultipart(request, maxBytes, {
    noun: 'görsel',
    tooManyFiles: [413, 'Tek seferde en fazla 20 görsel yüklenebilir.'],
  });
  const boatIdText = fields.get('boat_id');
  if (!boatIdText || !/^[1-9]\d{0,9}$/.test(boatIdText.trim())) {
    throw BoatsError.boatIdRequired();
  }
  return { boatId: Number(boatIdText.trim()), files };
}
