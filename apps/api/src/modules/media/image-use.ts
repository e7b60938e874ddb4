import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ImageKeysShown, MediaDeps } from './media-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Asked before an image's files are deleted: any of them showing a key keeps it. */
    imageKeysShown: readonly ImageKeysShown[];
  }
}

/**
 * Media stores images but does not know who shows them: the modules that hold image keys (the
 * catalogue, orders) are handed in where the app is built, so media imports none of them.
 */
export const imageUsePlugin = fp(
  async (app: FastifyInstance, options: { shownBy: readonly ImageKeysShown[] }) => {
    app.decorate('imageKeysShown', options.shownBy);
  },
);

/** Which of `keys` a product, an offer or a past order still shows. */
export async function imageKeysInUse(
  deps: Pick<MediaDeps, 'db' | 'imageKeysShown'>,
  keys: readonly string[],
) {
  const shown = await Promise.all(deps.imageKeysShown.map((keysShown) => keysShown(deps.db, keys)));
  return new Set(shown.flatMap((set) => [...set]));
}
