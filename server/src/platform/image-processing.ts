import type { Sharp } from 'sharp';

type SharpFactory = typeof import('sharp').default;
let sharpModule: Promise<{ default: SharpFactory }> | undefined;
/**
 * sharp (libvips) is loaded on first use: it adds about 20 MB to a process's memory, which a server
 * that is not processing an image (most of its life, and every API-only process) does not need.
 */
export async function loadSharp(): Promise<SharpFactory> {
  return (await (sharpModule ??= import('sharp'))).default;
}

/** Responsive WebP variants made on upload: widths for the card, the gallery and full screen. */
export const VARIANTS = {
  thumb: { width: 400, height: undefined },
  medium: { width: 1024, height: undefined },
  large: { width: 1920, height: 1280 },
} as const;
export type VariantName = keyof typeof VARIANTS;
export const VARIANT_NAMES = Object.keys(VARIANTS) as VariantName[];

export interface ProcessedImage {
  variants: Record<VariantName, Buffer>;
  /** Size of the large variant. */
  width: number;
  height: number;
}

export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

export const variantKey = (key: string, variant: VariantName) => `${key}-${variant}.webp`;

/** Decodes the upload once (honouring EXIF rotation) and encodes every variant; corrupt input throws InvalidImageError. */
export async function makeVariants(input: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let decoded: Sharp;
  try {
    decoded = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
    await decoded.metadata();
  } catch (e) {
    throw new InvalidImageError(e instanceof Error ? e.message : String(e));
  }
  try {
    const out = {} as Record<VariantName, Buffer>;
    let width = 0;
    let height = 0;
    for (const name of VARIANT_NAMES) {
      const { width: w, height: h } = VARIANTS[name];
      const { data, info } = await decoded
        .clone()
        .resize({ width: w, ...(h ? { height: h } : {}), fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      out[name] = data;
      if (name === 'large') ({ width, height } = info);
    }
    return { variants: out, width, height };
  } catch (e) {
    throw new InvalidImageError(e instanceof Error ? e.message : String(e));
  }
}
