import { describe, expect, it } from 'vitest';
import { detectDocumentType } from './file-type.js';

describe('detectDocumentType', () => {
  it('recognises a PDF by its %PDF- header and images by their magic bytes', () => {
    expect(detectDocumentType(Buffer.from('%PDF-1.4\n%âãÏÓ\n'))).toBe('application/pdf');
    expect(detectDocumentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(detectDocumentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses text renamed to .pdf, a header that does not start the file, and tiny inputs', () => {
    expect(detectDocumentType(Buffer.from('Bu bir PDF değil, düz metin.'))).toBeUndefined();
    expect(detectDocumentType(Buffer.from(' %PDF-1.4'))).toBeUndefined();
    expect(detectDocumentType(Buffer.from('%PDF'))).toBeUndefined();
    expect(detectDocumentType(new Uint8Array())).toBeUndefined();
  });
});
