import type { AdminOffer, Sent } from '@store/domain/contract';
import { changedFields, type OfferFormInput, type OfferUpdateInput } from '@store/domain';
import type { Db } from '#db/client';
import { isUuid } from '#db/ids';
import { refusal } from '#platform/errors';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { findProductRefs } from '#modules/catalog';
import { holdPromotion, promotionRefs, type PromotionRef } from '#modules/promotions';
import { offerJson, type OfferRow } from './offer-json';
import { findOffer, listOffers } from './offer-reads';
import { isStoredOfferImage, removeOfferImage, type StoredImage } from './offer-image';
import * as repo from './offer-repository';
import type { OfferDeps } from './offer-deps';

/** What reading offers for the console uses: the store, and where images are served from. */
type Reads = Pick<OfferDeps, 'db' | 'config'>;

type ProductRef = Awaited<ReturnType<typeof findProductRefs>>[number];

const offerNotFound = () => refusal('not_found', 'OFFER_NOT_FOUND');
const promotionNotFound = () =>
  refusal('not_found', 'OFFER_PROMOTION_NOT_FOUND', { field: 'promotionId' });

/**
 * The back office's Offer: the storefront's fields (without the banner's link, which Manage
 * Offers does not edit) plus the image key, each product's code, the linked promotion's names
 * and when it last changed.
 */
function adminOfferJson(
  offer: OfferRow,
  byId: Map<string, ProductRef>,
  linked: Map<string, PromotionRef>,
  mediaBaseUrl: string,
): Sent<AdminOffer> {
  const products = offer.productIds.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ _id: p.id, productid: p.productid, name: p.name }] : [];
  });
  const { link: _link, ...shown } = offerJson(offer, mediaBaseUrl);
  return {
    ...shown,
    s3Key: offer.imageKey,
    products,
    promotion: (offer.promotionId && linked.get(offer.promotionId)) || null,
    updatedAt: offer.updatedAt.toISOString(),
  };
}

export type AdminOfferJson = ReturnType<typeof adminOfferJson>;

async function offersJson(deps: Reads, rows: OfferRow[]) {
  const refs = await findProductRefs(deps.db, [...new Set(rows.flatMap((o) => o.productIds))]);
  const byId = new Map(refs.map((r) => [r.id, r]));
  const linked = await promotionRefs(
    deps.db,
    rows.flatMap((o) => (o.promotionId ? [o.promotionId] : [])),
  );
  return rows.map((o) => adminOfferJson(o, byId, linked, deps.config.media.baseUrl));
}

/** Every offer, newest first, as Manage Offers lists them. */
export async function listAdminOffers(deps: Reads): Promise<AdminOfferJson[]> {
  return offersJson(deps, await listOffers(deps.db));
}

async function offerById(deps: Reads, offerId: string): Promise<AdminOfferJson> {
  const offer = await findOffer(deps.db, offerId);
  if (!offer) throw offerNotFound();
  const [json] = await offersJson(deps, [offer]);
  if (!json) throw offerNotFound();
  return json;
}

/**
 * The product ids as typed (a product's _id or its product code) turned into row ids, in order:
 * each must name an existing product, and no product twice.
 */
async function resolveProducts(db: Db, refs: readonly string[]) {
  const rows = await findProductRefs(db, refs);
  const ids = refs.map((ref) => {
    const hit = rows.find((r) =>
      isUuid(ref) ? r.id === ref.toLowerCase() : r.productid.toUpperCase() === ref.toUpperCase(),
    );
    if (!hit) {
      throw refusal('validation', 'product.no_product_has_id_id', {
        params: { id: ref },
        code: 'VALIDATION',
        field: 'productIds',
      });
    }
    return hit.id;
  });
  if (new Set(ids).size !== ids.length) {
    throw refusal('validation', 'product.product_id_already_added', {
      code: 'VALIDATION',
      field: 'productIds',
    });
  }
  return ids;
}

const LOGGED_FIELDS = [
  'title',
  'titleAr',
  'description',
  'descriptionAr',
  'discountText',
  'imageKey',
  'productIds',
  'promotionId',
] as const;

/** Records an offer's create, update or delete in the write's own transaction. */
function recordOffer(
  actor: AuditActor,
  action: 'offer.create' | 'offer.update' | 'offer.delete',
): repo.OfferWriteHook {
  return async (tx, before, after) => {
    const offer = after ?? before;
    if (!offer) return;
    await recordAdminWrite(tx, actor, {
      action,
      objectType: 'offer',
      objectId: offer.id,
      objectLabel: offer.title,
      changes: changedFields(before, after, LOGGED_FIELDS),
    });
  };
}

const fieldsOf = (input: OfferFormInput) => ({
  title: input.title,
  description: input.description,
  // Left out of the request: kept as stored; sent blank: cleared (secondLanguageText).
  titleAr: input.titleAr === undefined ? undefined : input.titleAr || null,
  descriptionAr: input.descriptionAr === undefined ? undefined : input.descriptionAr || null,
  discountText: input.discountText ?? '',
  // Left out: the link stays; blank: unlinked; else the promotion's id as stored.
  promotionId:
    input.promotionId === undefined ? undefined : input.promotionId.toLowerCase() || null,
});

/** Inside the write: a promotion linked to must exist, and is held until the offer commits. */
const promotionHeld =
  (promotionId: string | null | undefined): repo.OfferWriteCheck =>
  async (tx) => {
    if (promotionId && !(await holdPromotion(tx, promotionId))) throw promotionNotFound();
  };

/** Creates an offer with its stored image; the storefront shows it at once. */
export async function createOffer(
  deps: Pick<OfferDeps, 'db' | 'config' | 'clock' | 'catalogChanged'>,
  input: OfferFormInput,
  image: StoredImage | undefined,
  actor: AuditActor,
): Promise<AdminOfferJson> {
  if (!image) {
    throw refusal('validation', 'IMAGE_REQUIRED', { field: 'offerImage' });
  }
  const productIds = await resolveProducts(deps.db, input.productIds);
  const fields = fieldsOf(input);
  const id = await repo.insertOffer(
    deps.db,
    { ...fields, imageKey: image.key },
    productIds,
    deps.clock.now(),
    recordOffer(actor, 'offer.create'),
    promotionHeld(fields.promotionId),
  );
  deps.catalogChanged();
  return offerById(deps, id);
}

/** Rewrites an offer; a new image must be one uploaded here (isUpdate), and the old one goes. */
export async function updateOffer(
  deps: OfferDeps,
  input: OfferUpdateInput,
  actor: AuditActor,
): Promise<AdminOfferJson> {
  // An offer that is gone is the answer before anything wrong in the form.
  if (!isUuid(input.offerId) || !(await findOffer(deps.db, input.offerId))) throw offerNotFound();
  const productIds = await resolveProducts(deps.db, input.productIds);
  if (input.s3Key !== undefined && !(await isStoredOfferImage(deps.mediaStorage, input.s3Key))) {
    throw refusal('validation', 'IMAGE_UNKNOWN', { fields: { s3Key: 'Upload the image first' } });
  }
  const fields = fieldsOf(input);
  const { found, replacedKey } = await repo.updateOffer(
    deps.db,
    input.offerId,
    { ...fields, ...(input.s3Key ? { imageKey: input.s3Key } : {}) },
    productIds,
    deps.clock.now(),
    recordOffer(actor, 'offer.update'),
    promotionHeld(fields.promotionId),
  );
  if (!found) throw offerNotFound();
  deps.catalogChanged();
  await removeOfferImage(deps.mediaStorage, replacedKey);
  return offerById(deps, input.offerId);
}

/** Deletes an offer and its uploaded image. */
export async function deleteOffer(
  deps: Pick<OfferDeps, 'db' | 'mediaStorage' | 'catalogChanged'>,
  offerId: string,
  actor: AuditActor,
): Promise<void> {
  const row = isUuid(offerId)
    ? await repo.deleteOffer(deps.db, offerId, recordOffer(actor, 'offer.delete'))
    : undefined;
  if (!row) throw offerNotFound();
  deps.catalogChanged();
  await removeOfferImage(deps.mediaStorage, row.imageKey);
}
