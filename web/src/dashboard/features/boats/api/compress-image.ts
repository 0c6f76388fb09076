import Compressor from 'compressorjs';

/** SPEC §8 "image compression failure": the three cases, in Turkish. */
export const IMAGE_NOT_VALID = 'Seçilen dosya geçerli bir görsel değil. Lütfen JPEG, PNG veya WebP bir görsel seçin.';
export const IMAGE_BROWSER_UNSUPPORTED =
  'Tarayıcınız görsel sıkıştırmayı desteklemiyor. Lütfen güncel bir tarayıcı kullanın.';
export const IMAGE_READ_FAILED = 'Görsel okunamadı veya yüklenemedi. Lütfen dosyayı kontrol edip tekrar deneyin.';

/** SPEC §9: quality 0.8, max height 1280, PNGs above 5,000,000 bytes become JPEG. */
export const COMPRESSION = {
  quality: 0.8,
  maxHeight: 1280,
  convertSize: 5_000_000,
  mimeType: 'image/jpeg',
  strict: false,
} as const;

export class ImageCompressionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageCompressionError';
  }
}

const jpgName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'gorsel'}.jpg`;

const browserSupports = () =>
  typeof window !== 'undefined' &&
  typeof FileReader !== 'undefined' &&
  typeof URL !== 'undefined' &&
  !!document.createElement('canvas').getContext;

/** Compresses one image in the browser to a JPEG named `<name>.jpg`; rejects with one of the three Turkish messages. */
export function compressImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return Promise.reject(new ImageCompressionError(IMAGE_NOT_VALID));
  if (!browserSupports()) return Promise.reject(new ImageCompressionError(IMAGE_BROWSER_UNSUPPORTED));
  return new Promise((resolve, reject) => {
    new Compressor(file, {
      ...COMPRESSION,
      success(result) {
        resolve(new File([result], jpgName(file.name), { type: 'image/jpeg', lastModified: Date.now() }));
      },
      error(err) {
        // compressorjs reports these three cases by message.
        const text = err.message;
        if (/not an image|image file/i.test(text)) reject(new ImageCompressionError(IMAGE_NOT_VALID));
        else if (/not supported|support/i.test(text)) reject(new ImageCompressionError(IMAGE_BROWSER_UNSUPPORTED));
        else reject(new ImageCompressionError(IMAGE_READ_FAILED));
      },
    });
  });
}
