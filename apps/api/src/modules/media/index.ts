export { imageUsePlugin } from './image-use';
export type { ImageKeysShown } from './media-deps';
export { mediaRoutes } from './media-routes';
export { releaseImages } from './media-service';
export type { MediaDeps } from './media-deps';
export { shareImageRoutes } from './share-image-routes';
