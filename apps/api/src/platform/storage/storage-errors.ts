import { refusal } from '../errors';

/** What the client reads when a write found no space: nothing was saved, try again later. */
export const STORAGE_FULL_MESSAGE =
  'The store has run out of storage space, so nothing was saved. Please try again later.';

export const storageFull = () => refusal('insufficient_storage', 'STORAGE_FULL');

/** File system codes for "no space" (ENOSPC) and "over quota" (EDQUOT). */
const FULL_FILE_SYSTEM = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's disk_full. */
const FULL_DATABASE = '53100';

/**
 * Is this a write that failed for want of space: the local disk (media, uploads being
 * received), the PostgreSQL server's disk, or an S3-compatible store that answers 507
 * (MinIO's XMinioStorageFull)?
 */
export function isStorageFull(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, name, $metadata } = err as {
    code?: unknown;
    name?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (typeof code === 'string' && (FULL_FILE_SYSTEM.has(code) || code === FULL_DATABASE)) {
    return true;
  }
  return name === 'XMinioStorageFull' || $metadata?.httpStatusCode === 507;
}
