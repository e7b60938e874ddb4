import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#config/env';
import { createDiskStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where images are stored: DATA_DIR/media, or the S3 bucket when S3_BUCKET is set. */
    mediaStorage: MediaStorage;
  }
}

/** The configured driver: S3 when a bucket is named, else the media folder. */
export async function createMediaStorage(media: Config['media']): Promise<MediaStorage> {
  return media.s3 ? createS3Storage(media.s3) : createDiskStorage(media.dir);
}

export const storagePlugin = fp(async (app: FastifyInstance) => {
  const storage = await createMediaStorage(app.config.media);
  app.decorate('mediaStorage', storage);
  if (storage.kind === 's3') {
    app.log.info(
      { bucket: app.config.media.s3?.bucket, baseUrl: app.config.media.baseUrl },
      'media in S3',
    );
  }
});
