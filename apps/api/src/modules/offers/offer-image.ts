import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { variantKey } from '@store/domain';
import { AppError } from '../../platform/errors';
import { loadSharp } from '../../platform/images/load-sharp';
import { mediaUrl } from '../../platform/media';

/** Offer banners, as the storefront's hero and offer cards load them (docs/decisions/0004). */
const BANNER = { width: 1600, height: 640 } as const;
const QUALITY = 78;
/** Raster formats a browser shows; SVG is refused (it is a document, not a picture). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const KEY = /^offers\/[0-9a-f-]{36}\.webp$/;

export interface StoredImage {
  key: string;
  url: string;
}

function pathOf(app: FastifyInstance, key: string): string {
  const root = resolve(app.config.media.dir);
  const path = resolve(root, key);
  if (!path.startsWith(root + sep)) throw new Error(`media key '${key}' escapes the media folder`);
  return path;
}

async function write(path: string, bytes: Buffer) {
  await mkdir(dirname(path), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/**
 * The seam where an offer's image enters storage: reads the upload (the multipart limit stops it
 * at 100 MB), checks from its bytes that it is a picture, and stores a 1600x640 WebP banner and
 * its 800 px variant under a generated key in DATA_DIR/media. The file's own name is never used.
 * When the shared upload pipeline (S3 or disk) lands, this is the one function to point at it.
 */
export async function storeOfferImage(
  app: FastifyInstance,
  file: MultipartFile,
): Promise<StoredImage> {
  const bytes = await file.toBuffer();
  const notAnImage = new AppError(
    'validation',
    `${(file.filename || 'The file').slice(0, 100)} is not a valid image file`,
    'INVALID_IMAGE',
  );
  const sharp = await loadSharp();
  const format = await sharp(bytes)
    .metadata()
    .then(
      (m) => m.format,
      () => undefined,
    );
  if (!format || !ACCEPTED.has(format)) throw notAnImage;

  const key = `offers/${randomUUID()}.webp`;
  const render = (width: number, height: number) =>
    sharp(bytes, { animated: false })
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .webp({ quality: QUALITY })
      .toBuffer();
  try {
    const [full, half] = await Promise.all([
      render(BANNER.width, BANNER.height),
      render(BANNER.width / 2, BANNER.height / 2),
    ]);
    await write(pathOf(app, key), full);
    await write(pathOf(app, variantKey(key, BANNER.width / 2)), half);
  } catch (err) {
    await removeOfferImage(app, key);
    // A header that passes but pixels that do not decode: still not a picture.
    if (err instanceof Error && /unsupported|corrupt|bad|premature|invalid/i.test(err.message)) {
      throw notAnImage;
    }
    throw err;
  }
  return { key, url: mediaUrl(app.config.media.baseUrl, key) };
}

/** True for a key storeOfferImage made and whose file exists. */
export async function isStoredOfferImage(app: FastifyInstance, key: string): Promise<boolean> {
  if (!KEY.test(key)) return false;
  return stat(pathOf(app, key)).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Removes an uploaded banner and its variant; seeded banners (not under offers/) stay. */
export async function removeOfferImage(app: FastifyInstance, key: string | null): Promise<void> {
  if (!key || !KEY.test(key)) return;
  await Promise.all(
    [key, variantKey(key, BANNER.width / 2)].map((k) => rm(pathOf(app, k), { force: true })),
  );
}
