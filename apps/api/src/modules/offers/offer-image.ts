import type { FastifyRequest } from 'fastify';
import { imageKeys, type ImageVariant } from '#platform/images/image-pipeline';
import { receiveImageUpload, type ImageUpload } from '#platform/images/image-upload';
import { mediaUrl } from '#platform/media';
import type { MediaStorage } from '#platform/storage/media-storage';
import type { OfferDeps } from './offer-deps';

/** Offer banners, as the storefront's hero (the key) and offer cards (800) load them. */
const BANNER_VARIANTS: readonly ImageVariant[] = [{ width: 1600, main: true }, { width: 800 }];
const BANNER_FRAME = { width: 1600, height: 640 } as const;
/** Keys of uploaded banners: today's pipeline keys, and the older `offers/<uuid>.webp` ones. */
const KEY = /^offers\/(?:[0-9a-f-]{36}|\d{4}\/\d{2}\/[0-9a-f]{20})\.webp$/;

export interface StoredImage {
  key: string;
  url: string;
}

/**
 * Reads an offer's multipart form through the one image pipeline the product upload uses
 * (docs/decisions/0011): the file streams to a temporary file, its bytes and canvas are checked
 * before decoding, and a 1600x640 WebP banner with its 800 px variant is stored in the media
 * store (disk or S3) under a generated key. One image at most, in the `offerImage` field.
 */
export async function receiveOfferForm(
  deps: Pick<OfferDeps, 'mediaStorage' | 'config'>,
  request: FastifyRequest,
): Promise<{ fields: ImageUpload['fields']; image: StoredImage | undefined }> {
  const upload = await receiveImageUpload(request, {
    storage: deps.mediaStorage,
    tmpDir: deps.config.media.uploadTmpDir,
    prefix: 'offers',
    fileFields: ['offerImage'],
    maxFiles: 1,
    variants: BANNER_VARIANTS,
    frame: BANNER_FRAME,
  });
  const key = upload.images[0]?.image.key;
  const image = key ? { key, url: mediaUrl(deps.config.media.baseUrl, key) } : undefined;
  return { fields: upload.fields, image };
}

/** True for a key an offer upload made and whose banner is stored. */
export async function isStoredOfferImage(storage: MediaStorage, key: string): Promise<boolean> {
  return KEY.test(key) && storage.exists(key);
}

/** Removes an uploaded banner and its variant; seeded banners (not under offers/) stay. */
export async function removeOfferImage(storage: MediaStorage, key: string | null): Promise<void> {
  if (!key || !KEY.test(key)) return;
  await storage.delete(imageKeys(key, BANNER_VARIANTS));
}
