import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import {
  checkUploadTotal,
  IMAGE_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_TOTAL_MAX_BYTES,
} from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, refusal } from '../errors';
import type { MediaStorage } from '../storage/media-storage';
import { rasterFormatOf, SIGNATURE_BYTES } from './image-signature';
import {
  notAnImage,
  storeImageFile,
  type ImageVariant,
  type StoredImage,
  type StoreImageOptions,
} from './image-pipeline';

export interface ReceivedImage {
  /** The multipart field that carried the file. */
  field: string;
  /** The file's name as sent (messages and matching only). */
  fileName: string;
  image: StoredImage;
}

export interface ImageUploadOptions {
  storage: MediaStorage;
  /** Where files wait on disk while they stream in (DATA_DIR/tmp/uploads). */
  tmpDir: string;
  /** Key folder for the stored images ('products', 'offers'). */
  prefix: string;
  /** Multipart fields that may carry image files; a file in any other field is refused. */
  fileFields: readonly string[];
  maxFiles?: number;
  variants?: readonly ImageVariant[];
  /** Cut every image to this frame (offer banners); see StoreImageOptions. */
  frame?: StoreImageOptions['frame'];
}

export interface ImageUpload {
  /** Text fields (the last value of each name). */
  fields: Record<string, string>;
  images: ReceivedImage[];
}

/** Bytes a request may carry beyond its files: boundaries, part headers and text fields. */
const FORM_OVERHEAD_BYTES = 2 * 1024 * 1024;
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 256 * 1024;

const fileTooLarge = (fileName: string) =>
  refusal('too_large', 'product.name_too_large_max_100mb', {
    params: { name: fileName },
    code: 'FILE_TOO_LARGE',
  });
const totalTooLarge = (bytes: number) =>
  new AppError('too_large', checkUploadTotal(bytes) ?? 'Upload too large', 'UPLOAD_TOO_LARGE');

/**
 * Counts a file's bytes against the file and request limits while it streams, and checks the
 * first bytes are a raster image before anything else is read: the limits hold while reading,
 * not after, and a disguised file is refused at its first chunk.
 */
function guard(fileName: string, counter: { total: number }) {
  let bytes = 0;
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      counter.total += chunk.length;
      if (bytes > IMAGE_MAX_BYTES) return done(fileTooLarge(fileName));
      if (counter.total > UPLOAD_TOTAL_MAX_BYTES) return done(totalTooLarge(counter.total));
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= SIGNATURE_BYTES) {
          if (!rasterFormatOf(head)) return done(notAnImage(fileName));
          head = null;
        }
      }
      done(null, chunk);
    },
    flush(done) {
      done(head ? notAnImage(fileName) : null);
    },
  });
}

/** The error to answer for a multipart parser failure (limits, truncated bodies). */
export function multipartError(err: unknown, maxFiles: number): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return maxFiles === 1
      ? refusal('too_large', 'product.only_one_image_can_uploaded', { code: 'TOO_MANY_FILES' })
      : refusal('too_large', 'product.most_max_images_can_uploaded', {
          params: { max: maxFiles },
          code: 'TOO_MANY_FILES',
        });
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return refusal('too_large', 'product.file_too_large_max_100mb', { code: 'FILE_TOO_LARGE' });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return refusal('validation', 'TOO_MANY_FIELDS');
  }
  return err;
}

/**
 * Reads a multipart upload as it arrives: each image file goes to a temporary file (never into
 * memory whole), is checked and turned into WebP variants in the media store, and its temporary
 * file is removed before the next one is read. Any failure, including the client going away,
 * removes every image this request stored. Offers and products both upload through here.
 */
export async function receiveImageUpload(
  request: FastifyRequest,
  options: ImageUploadOptions,
): Promise<ImageUpload> {
  const maxFiles = options.maxFiles ?? UPLOAD_MAX_FILES;
  const declared = Number(request.headers['content-length']);
  if (declared > UPLOAD_TOTAL_MAX_BYTES + FORM_OVERHEAD_BYTES) throw totalTooLarge(declared);

  await mkdir(options.tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  const images: ReceivedImage[] = [];
  const counter = { total: 0 };
  try {
    const parts = request.parts({
      limits: {
        // One byte over the limit reaches the guard, which answers with the file's name.
        fileSize: IMAGE_MAX_BYTES + 1,
        files: maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw refusal('validation', 'FIELD_TOO_LONG', { params: { field: part.fieldname } });
        }
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // A file input left empty arrives as a part with no name and no bytes: no image.
      if (!part.filename && (await isEmpty(part))) continue;
      images.push(await receiveFile(part, options, counter));
    }
  } catch (err) {
    await options.storage.delete(images.flatMap((i) => i.image.keys)).catch((cleanupErr) => {
      request.log.error({ err: cleanupErr }, 'could not remove the images of a failed upload');
    });
    throw multipartError(err, maxFiles);
  }
  return { fields, images };
}

/** Reads a nameless part: true when it carries no bytes; any byte makes it not an image. */
async function isEmpty(part: MultipartFile): Promise<boolean> {
  for await (const chunk of part.file) {
    if ((chunk as Buffer).length > 0) throw notAnImage('file');
  }
  return true;
}

async function receiveFile(
  part: MultipartFile,
  options: ImageUploadOptions,
  counter: { total: number },
): Promise<ReceivedImage> {
  const fileName = part.filename || 'file';
  if (!options.fileFields.includes(part.fieldname)) {
    part.file.resume();
    throw refusal('validation', 'UNEXPECTED_FILE', { params: { name: part.fieldname } });
  }
  const temporary = path.join(options.tmpDir, `${randomBytes(12).toString('hex')}.upload`);
  const written = createWriteStream(temporary);
  try {
    await pipeline(part.file, guard(fileName, counter), written);
    const image = await storeImageFile(options.storage, temporary, {
      prefix: options.prefix,
      fileName,
      ...(options.variants ? { variants: options.variants } : {}),
      ...(options.frame ? { frame: options.frame } : {}),
    });
    return { field: part.fieldname, fileName, image };
  } finally {
    // The stream opens its file asynchronously: a pipeline that fails at once would otherwise
    // remove the file before it exists and leave the one the stream creates a moment later.
    if (!written.closed) await once(written, 'close').catch(() => undefined);
    await rm(temporary, { force: true });
  }
}
