import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.js';

const bytes = (...b: (number | string)[]) =>
  Uint8Array.from(b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });
  it('refuses text, other formats and truncated headers', () => {
    expect(detectImageType(new TextEncoder().encode('merhaba dünya, ben bir jpg değilim'))).toBeUndefined();
    expect(detectImageType(bytes('GIF89a'))).toBeUndefined();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});
