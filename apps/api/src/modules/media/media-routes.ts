import { deleteImageSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import type { MediaDeps } from './media-deps';
import { deleteImage, uploadProductImages } from './media-service';

/** Image upload and removal for the back office (admin only, unlike the original delete). */
export async function mediaRoutes(app: FastifyInstance) {
  const deps: Omit<MediaDeps, 'log'> = {
    db: app.db,
    config: app.config,
    mediaStorage: app.mediaStorage,
    imageKeysShown: app.imageKeysShown,
  };
  app.post(
    '/api/upload-product-images',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'images:write',
        largeBody: true,
        openapi: {
          summary:
            'Upload product images by colour; each is stored as WebP at 400, 800 and 1600 px',
          multipart: {
            files: ['images'],
            fields: ['productName', 'colorImages', 'imageOrder'],
          },
          response: '{success, paths: [{color, keys, urls}]}',
        },
      },
    },
    async (request, reply) => {
      try {
        return { success: true, paths: await uploadProductImages(deps, request) };
      } catch (err) {
        // The rest of a refused upload is never read: closing the connection after the answer
        // stops the client sending it, instead of this process reading and dropping it.
        reply.header('connection', 'close');
        throw err;
      }
    },
  );

  const deleteDoc = {
    summary: 'Delete a stored image that no product, offer or past order shows',
    body: deleteImageSchema,
    response: '{success, message}',
  };
  app.delete(
    '/api/delete-image',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'images:write',
        openapi: deleteDoc,
      },
    },
    async (request) => {
      const { imagePath } = parseInput(deleteImageSchema, request.body);
      await deleteImage(deps, imagePath, request);
      return { success: true, message: 'Image deleted successfully' };
    },
  );
}
