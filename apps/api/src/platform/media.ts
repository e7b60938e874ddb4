/** Turns a storage key into the URL a browser loads; relative keys get the media base address. */
export function mediaUrl(baseUrl: string, key: string | null | undefined): string {
  if (!key) return '';
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  return `${baseUrl}/${key}`;
}

const SEGMENT = '[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*';
/** Folders and a WebP file name: no dots alone, no empty or hidden segments, no escapes. */
const MEDIA_KEY = new RegExp(`^(?:${SEGMENT}/){0,8}${SEGMENT}\\.webp$`);
const MEDIA_KEY_MAX_CHARS = 256;

/** Is this a key the media store could hold? Anything else is refused before any I/O. */
export function isMediaKey(key: string): boolean {
  return key.length <= MEDIA_KEY_MAX_CHARS && MEDIA_KEY.test(key);
}

/** Drivers call this before touching storage, so a bad key never becomes a path or an S3 key. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key.slice(0, 80))}`);
}

/**
 * The key behind a path a client sent: the key itself or its URL under the media base address
 * (what the API answered). Null for anything else: other hosts, traversal, query strings.
 */
export function mediaKeyFromPath(baseUrl: string, path: string): string | null {
  const prefix = `${baseUrl}/`;
  const key = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return isMediaKey(key) ? key : null;
}

/** Where a shared link's picture is: `/share-image/<media key, .jpg for .webp>`. */
export const SHARE_IMAGE_PREFIX = '/share-image/';

/** The address a shared link's preview loads for a stored image (`products/…/x.webp`). */
export function shareImagePath(key: string): string {
  return `${SHARE_IMAGE_PREFIX}${key.replace(/\.webp$/, '.jpg')}`;
}
