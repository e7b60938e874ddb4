/**
 * Where images live, behind one small interface: a folder on disk by default, an S3 bucket when
 * configured (docs/decisions/0012). Keys are media keys (platform/media.ts); every driver refuses
 * anything else before it touches a file or a bucket.
 */
export interface MediaStorage {
  /** 'disk' or 's3', for logs and for what only the disk can do (serve /media itself). */
  readonly kind: 'disk' | 's3';
  /** Stores bytes under `key`, replacing what was there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the keys; keys that are already gone are not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

/** Stored media never changes under one key: caches and CDNs may keep it for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
