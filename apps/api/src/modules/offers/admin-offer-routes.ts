import {
  offerFormSchema,
  offerIdSchema,
  offerUpdateSchema,
  offerUploadModeSchema,
} from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { receiveOfferForm, removeOfferImage } from './offer-image';
import { createOffer, deleteOffer, listAdminOffers, updateOffer } from './offer-service';
import type { OfferDeps } from './offer-deps';

const imageRequired = () => refusal('validation', 'IMAGE_REQUIRED', { field: 'offerImage' });

/** The offer's form fields and its banner, stored as it arrives. */
async function readOfferForm(deps: OfferDeps, request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw refusal('validation', 'NOT_MULTIPART');
  }
  return receiveOfferForm(deps, request);
}

/** Manage Offers (admin only): list, create with an image, edit, replace the image, delete. */
export async function adminOfferRoutes(app: FastifyInstance) {
  const admin = { preHandler: app.requireAdmin };
  const deps: OfferDeps = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    mediaStorage: app.mediaStorage,
    catalogChanged: () => app.catalogChanged(),
  };

  app.get(
    '/api/admin/offers',
    {
      ...admin,
      config: {
        permission: 'offers:read',
        openapi: { summary: 'Every offer with its products', response: '{success, offers}' },
      },
    },
    async () => ({
      success: true,
      offers: await listAdminOffers(deps),
    }),
  );

  app.post(
    '/api/admin/upload/offer',
    {
      ...admin,
      config: {
        permission: 'offers:write',
        largeBody: true,
        openapi: {
          summary: 'Create an offer with its banner, or (isUpdate true) store a replacement banner',
          multipart: {
            files: ['offerImage'],
            fields: [
              'title',
              'description',
              'titleAr',
              'descriptionAr',
              'discountText',
              'productIds',
              'promotionId',
              'isUpdate',
            ],
          },
          status: 201,
          response: '{success, imageUrl, s3Key, offer?}',
        },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readOfferForm(deps, request).catch((err: unknown) => {
        // The rest of a refused upload is never read: closing after the answer stops the client.
        reply.header('connection', 'close');
        throw err;
      });
      try {
        const { isUpdate } = parseInput(offerUploadModeSchema, fields);
        if (!image) throw imageRequired();
        // Replacing an edited offer's image: stored now, saved by update-offer with this key.
        if (isUpdate) return { success: true, imageUrl: image.url, s3Key: image.key };
        const offer = await createOffer(deps, parseInput(offerFormSchema, fields), image, request);
        return reply
          .code(201)
          .send({ success: true, imageUrl: image.url, s3Key: image.key, offer });
      } catch (err) {
        await removeOfferImage(deps.mediaStorage, image?.key ?? null);
        throw err;
      }
    },
  );

  app.put(
    '/api/admin/offers/update-offer',
    {
      ...admin,
      config: {
        permission: 'offers:write',
        openapi: {
          summary:
            'Edit an offer (and point it at a replaced banner); promotionId links a promotion ' +
            '(blank unlinks; 404 OFFER_PROMOTION_NOT_FOUND when there is none)',
          body: offerUpdateSchema,
          response: '{success, offer}',
        },
      },
    },
    async (request) => ({
      success: true,
      offer: await updateOffer(deps, parseInput(offerUpdateSchema, request.body), request),
    }),
  );

  app.post(
    '/api/admin/offers/delete-offer',
    {
      ...admin,
      config: {
        permission: 'offers:write',
        openapi: {
          summary: 'Delete an offer and its banner',
          body: offerIdSchema,
          response: '{success, message}',
        },
      },
    },
    async (request) => {
      await deleteOffer(deps, parseInput(offerIdSchema, request.body).offerId, request);
      return { success: true, message: 'Offer deleted' };
    },
  );
}
