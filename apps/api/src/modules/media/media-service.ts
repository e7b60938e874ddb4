import { assignUploadedFiles, uploadFieldsSchema, variantKey } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, refusal } from '#platform/errors';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { receiveImageUpload } from '#platform/images/image-upload';
import { mediaKeyFromPath, mediaUrl } from '#platform/media';
import { parseInput } from '#platform/validation';
import { imageKeysInUse } from './image-use';
import type { MediaDeps } from './media-deps';

/** Every width any stored image may have beside its key (products 400/1600, banners 800). */
const VARIANT_WIDTHS = [400, 800, 1600];

/** The key and every variant file that may sit beside it. */
export function storedFilesOf(key: string): string[] {
  return [key, ...VARIANT_WIDTHS.map((w) => variantKey(key, w))];
}

/**
 * Deletes the files of images nothing shows any more; images a product, an offer or a past order
 * still shows are kept. Called after the write that dropped them has committed; a failure is
 * logged, never undoes that write.
 */
export async function releaseImages(
  deps: Pick<MediaDeps, 'db' | 'imageKeysShown' | 'mediaStorage' | 'log'>,
  keys: readonly string[],
): Promise<void> {
  const candidates = [...new Set(keys)];
  if (candidates.length === 0) return;
  try {
    const used = await imageKeysInUse(deps, candidates);
    const unused = candidates.filter((k) => !used.has(k));
    await deps.mediaStorage.delete(unused.flatMap(storedFilesOf));
  } catch (err) {
    deps.log.error({ err, keys: candidates }, 'could not remove images no longer used');
  }
}

/** `DELETE /delete-image`: removes a stored image that no product, offer or order shows. */
export async function deleteImage(
  deps: Pick<MediaDeps, 'db' | 'imageKeysShown' | 'mediaStorage' | 'config'>,
  imagePath: string,
  actor: AuditActor,
) {
  const key = mediaKeyFromPath(deps.config.media.baseUrl, imagePath);
  if (!key) throw refusal('validation', 'INVALID_IMAGE_PATH');
  if ((await imageKeysInUse(deps, [key])).has(key)) {
    throw refusal('conflict', 'IMAGE_IN_USE');
  }
  if (!(await deps.mediaStorage.exists(key))) throw refusal('not_found', 'IMAGE_NOT_FOUND');
  await deps.mediaStorage.delete(storedFilesOf(key));
  // The files live in the media store, not the database: there is no transaction to join, so
  // the entry follows the removal it records.
  await recordAdminWrite(deps.db, actor, {
    action: 'image.delete',
    objectType: 'image',
    objectId: key,
  });
}

/**
 * `POST /upload-product-images`: stores every file as WebP variants and answers the keys per
 * colour in display order. Nothing stays stored when anything is wrong with the request.
 */
export async function uploadProductImages(
  deps: Pick<MediaDeps, 'db' | 'mediaStorage' | 'config'>,
  request: FastifyRequest,
): Promise<{ color: string; keys: string[]; urls: string[] }[]> {
  const upload = await receiveImageUpload(request, {
    storage: deps.mediaStorage,
    tmpDir: deps.config.media.uploadTmpDir,
    prefix: 'products',
    fileFields: ['images'],
  });
  const discard = () => deps.mediaStorage.delete(upload.images.flatMap((i) => i.image.keys));
  try {
    if (upload.images.length === 0) {
      throw refusal('validation', 'NO_IMAGES');
    }
    const fields = parseInput(uploadFieldsSchema, upload.fields);
    const assigned = assignUploadedFiles(
      fields,
      upload.images.map((i) => i.fileName),
    );
    if (!assigned.ok) throw new AppError('validation', assigned.error, 'UPLOAD_MISMATCH');
    const base = deps.config.media.baseUrl;
    const stored = assigned.colors.map(({ color, files }) => {
      const keys = files.map((index) => upload.images[index]?.image.key as string);
      return { color, keys, urls: keys.map((key) => mediaUrl(base, key)) };
    });
    // One entry per upload, named by its first image; the files are in the media store (no
    // transaction to join), and a failed entry discards them like any other failure here.
    await recordAdminWrite(deps.db, request, {
      action: 'image.upload',
      objectType: 'image',
      objectId: stored[0]?.keys[0] ?? '',
      objectLabel: fields.productName,
      changes: Object.fromEntries(stored.map((s) => [s.color, { to: s.keys }])),
    });
    return stored;
  } catch (err) {
    await discard();
    throw err;
  }
}
