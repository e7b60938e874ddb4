export { mediaRoutes } from './media-routes';
export { releaseImages } from './media-service';
export { shareImageRoutes } from './share-image-routes';
