import type { FastifyInstance } from 'fastify';
import { loadSharp } from '#platform/images/load-sharp';
import { Lru } from '#platform/lru';
import { isMediaKey, SHARE_IMAGE_PREFIX } from '#platform/media';
import { refusal } from '#platform/errors';
import { MEDIA_CACHE_CONTROL } from '#platform/storage/media-storage';

/** Pictures kept per process: a product page shared in a group is fetched by each phone. */
const KEPT = { entries: 64, bytes: 16 * 1024 * 1024 };
/** Conversions at once, and waiting behind them, before a request is told to come back. */
const AT_ONCE = 2;
const WAITING_MAX = 16;
const JPEG_OPTIONS = { quality: 82, mozjpeg: true } as const;

const busy = () => refusal('unavailable', 'request.pictures_busy', { code: 'BUSY' });

/**
 * A stored image as JPEG, for the previews of shared links (decision 54). Images are stored as
 * WebP only, and WhatsApp, the way most shoppers here share a product, does not show a WebP
 * preview reliably. Each picture is made from the page-size WebP on first request and kept in
 * a small per-process cache; the answer may be cached for a year, since a key's image never
 * changes. At most two are converted at once, so a crawler cannot hold the cores.
 */
export async function shareImageRoutes(app: FastifyInstance) {
  const kept = new Lru<Buffer>(KEPT.entries, KEPT.bytes);
  let running = 0;
  const queue: Array<() => void> = [];
  const slot = async () => {
    if (running >= AT_ONCE) {
      if (queue.length >= WAITING_MAX) throw busy();
      await new Promise<void>((resolve) => queue.push(resolve));
    }
    running += 1;
  };
  const release = () => {
    running -= 1;
    queue.shift()?.();
  };

  const jpegOf = async (key: string): Promise<Buffer | null> => {
    const hit = kept.get(key);
    if (hit) return hit;
    await slot();
    try {
      const webp = await app.mediaStorage.get(key);
      if (!webp) return null;
      const sharp = await loadSharp();
      // Transparent pixels become white, as the product page shows them.
      const jpeg = await sharp(webp)
        .flatten({ background: '#ffffff' })
        .jpeg(JPEG_OPTIONS)
        .toBuffer();
      kept.set(key, jpeg, jpeg.length);
      return jpeg;
    } finally {
      release();
    }
  };

  app.get(
    `${SHARE_IMAGE_PREFIX}*`,
    {
      config: {
        openapi: {
          summary: "A stored image as JPEG, for a shared link's preview (og:image)",
          response: 'image/jpeg',
        },
      },
    },
    async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const key = path.endsWith('.jpg') ? `${path.slice(0, -'.jpg'.length)}.webp` : '';
      if (!isMediaKey(key))
        throw refusal('not_found', 'request.image_not_found', { code: 'NOT_FOUND' });
      const jpeg = await jpegOf(key);
      if (!jpeg) throw refusal('not_found', 'request.image_not_found', { code: 'NOT_FOUND' });
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .send(jpeg);
    },
  );
}
