import { randomBytes } from 'node:crypto';
import { IMAGE_MAX_PIXELS, PRODUCT_IMAGE_WIDTHS, variantKey } from '@store/domain';
import type { Metadata, OutputInfo } from 'sharp';
import { refusal } from '../errors';
import type { MediaStorage } from '../storage/media-storage';
import { loadSharp } from './load-sharp';

/** One stored width. The main variant is stored under the key itself, the others beside it. */
export interface ImageVariant {
  width: number;
  main?: boolean;
}

/** Uploaded product images: card, page (the key) and zoom widths (docs/decisions/0011). */
export const PRODUCT_IMAGE_VARIANTS: readonly ImageVariant[] = [
  { width: PRODUCT_IMAGE_WIDTHS.card },
  { width: PRODUCT_IMAGE_WIDTHS.page, main: true },
  { width: PRODUCT_IMAGE_WIDTHS.zoom },
];

export interface StoreImageOptions {
  /** Folder of the generated key, e.g. 'products' or 'offers'. */
  prefix: string;
  /** The file's name as the client sent it: used in messages only, never in a key. */
  fileName: string;
  variants?: readonly ImageVariant[];
  /**
   * Cut the image to fill this frame at the widest variant's width, enlarging a smaller one
   * (offer banners have one shape); without it the image keeps its own shape.
   */
  frame?: { width: number; height: number };
  /** Refuse images whose canvas is larger than this (decompression bombs). */
  maxPixels?: number;
  now?: Date;
}

export interface StoredImage {
  /** The main variant's key: what a product or offer records. */
  key: string;
  /** Every key written, the main one first: what deleting the image removes. */
  keys: string[];
  width: number;
  height: number;
}

/** Formats sharp decodes and we accept; SVG and PDF (which sharp could also read) are not here. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;
/** A variant is at most this many times as tall as it is wide (a banner-proof bound). */
const MAX_ASPECT = 3;
const PREFIX = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

export const notAnImage = (fileName: string) =>
  refusal('validation', 'INVALID_IMAGE', { params: { name: fileName } });

/** A fresh key: prefix, year and month (for listing and lifecycle rules), 80 random bits. */
export function newImageKey(prefix: string, now = new Date()): string {
  if (!PREFIX.test(prefix)) throw new Error(`Invalid media key prefix: ${prefix}`);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomBytes(10).toString('hex')}.webp`;
}

/** Every key an image was stored under, from its main key and the variants it was stored in. */
export function imageKeys(key: string, variants: readonly ImageVariant[]): string[] {
  const sorted = [...variants].sort((a, b) => Number(b.main ?? false) - Number(a.main ?? false));
  return sorted.map((v) => (v.main ? key : variantKey(key, v.width)));
}

/**
 * Turns an image file on disk into WebP variants in the media store under a generated key.
 * The file's own bytes decide its type; the canvas is checked before decoding; orientation is
 * applied and then every piece of metadata (EXIF, GPS, XMP, ICC) is dropped. Decoding happens
 * once, shrinking on load where the format allows, into the largest variant's pixels, from
 * which the smaller ones are made: memory is bounded by that, not by the file. On failure
 * nothing stays stored.
 */
export async function storeImageFile(
  storage: MediaStorage,
  filePath: string,
  options: StoreImageOptions,
): Promise<StoredImage> {
  const variants = options.variants ?? PRODUCT_IMAGE_VARIANTS;
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  if (variants.filter((v) => v.main).length !== 1) throw new Error('Exactly one main variant');
  const sharp = await loadSharp();

  let meta: Metadata;
  try {
    meta = await sharp(filePath, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(options.fileName);
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw notAnImage(options.fileName);
  }
  if (meta.width * meta.height > maxPixels) {
    const megapixels = Math.round(maxPixels / 1_000_000);
    throw refusal('validation', 'IMAGE_TOO_MANY_PIXELS', {
      params: { name: options.fileName, megapixels },
    });
  }

  const widest = Math.max(...variants.map((v) => v.width));
  const fit = options.frame
    ? {
        width: widest,
        height: Math.round((widest * options.frame.height) / options.frame.width),
        fit: 'cover' as const,
      }
    : {
        width: widest,
        height: widest * MAX_ASPECT,
        fit: 'inside' as const,
        withoutEnlargement: true,
      };
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(filePath, { limitInputPixels: maxPixels, sequentialRead: true })
      .rotate()
      .resize(fit)
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAnImage(options.fileName);
  }

  const { width, height, channels } = base.info;
  const key = newImageKey(options.prefix, options.now);
  const written: string[] = [];
  try {
    for (const variant of [...variants].sort((a, b) => b.width - a.width)) {
      const webp = await sharp(base.data, { raw: { width, height, channels } })
        .resize({ width: variant.width, withoutEnlargement: true })
        .webp(WEBP_OPTIONS)
        .toBuffer();
      const variantKeyName = variant.main ? key : variantKey(key, variant.width);
      await storage.put(variantKeyName, webp, 'image/webp');
      written.push(variantKeyName);
    }
  } catch (err) {
    await storage.delete(written).catch(() => undefined);
    throw err;
  }
  const keys = imageKeys(key, variants);
  const main = variants.find((v) => v.main) as ImageVariant;
  return {
    key,
    keys,
    width: Math.min(width, main.width),
    height: Math.round((Math.min(width, main.width) / width) * height),
  };
}
