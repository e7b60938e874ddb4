import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '#config/env';
import { assertMediaKey } from '../media';
import { MEDIA_CACHE_CONTROL, type MediaStorage } from './media-storage';

/** S3's limit on keys in one DeleteObjects call. */
const DELETE_BATCH = 1000;

/**
 * Media in an S3 bucket (AWS or any S3-protocol server named by S3_ENDPOINT). The SDK is loaded
 * here, so a store keeping its media on disk starts without it.
 */
export async function createS3Storage(
  config: S3Config,
): Promise<MediaStorage & { client: S3Client }> {
  const {
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadObjectCommand,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const isNotFound = (err: unknown) =>
    err instanceof S3ServiceException &&
    (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them (DeleteObjects): several S3-compatible servers
    // refuse the checksum headers and trailers newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const checked = (key: string) => {
    assertMediaKey(key);
    return key;
  };

  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async delete(keys) {
      const all = keys.map(checked);
      for (let start = 0; start < all.length; start += DELETE_BATCH) {
        const batch = all.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors?.filter((e) => e.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(`S3 could not delete ${failed.map((e) => e.Key).join(', ')}`);
        }
      }
    },
  };
}
