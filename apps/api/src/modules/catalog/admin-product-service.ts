import type { ProductFormInput, Variant } from '@store/domain';
import type { Tx } from '#db/client';
import { refusal } from '#platform/errors';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { releaseImages } from '#modules/media';
import { getProduct } from './admin-product-reads';
import * as adminRepo from './admin-product-repository';
import type { ProductWrites } from './catalog-deps';
import * as repo from './catalog-repository';
import { productSnapshot, recordProductWrite } from './product-audit';
import { imageKeys, skuSafe, toWrite } from './product-write-input';
import { skuTaken, variantsOnCreate, variantsOnUpdate } from './variant-plan';
import * as variantRepo from './variant-repository';

// The console's product writes: add, update, delete and remove an image, each audited in its own
// transaction. Reads are in admin-product-reads.ts, the form body's checks in product-write-input.ts.

/**
 * Writes the variants, refusing with 409 a SKU another product has. The check names the SKU;
 * the unique index still decides when two writers race for one.
 */
async function saveVariants(tx: Tx, productId: string, variants: Variant[]): Promise<void> {
  const taken = await variantRepo.skuTakenElsewhere(
    tx,
    productId,
    variants.map((v) => v.sku),
  );
  if (taken) throw skuTaken(taken);
  await variantRepo.replaceVariants(tx, productId, variants);
}

/** Adds a product; the server assigns its productid and createdAt. */
export async function addProduct(
  deps: Omit<ProductWrites, 'log' | 'imageKeysShown'>,
  input: ProductFormInput,
  actor: AuditActor,
) {
  const colors = await imageKeys(deps, input, new Set());
  const id = await skuSafe(() =>
    deps.db.transaction(async (tx) => {
      const row = await adminRepo.insertProduct(tx, toWrite(input, colors));
      await saveVariants(tx, row.id, variantsOnCreate(row.productid, input));
      const after = await productSnapshot(tx, row.id);
      await recordProductWrite(tx, actor, 'product.create', undefined, after);
      return row.id;
    }),
  );
  deps.catalogChanged();
  return getProduct(deps, id);
}

/**
 * Replaces a product's fields, colours, images and variants; images it no longer shows are
 * released. With `stockWas` (the stock the form loaded) the typed stock is a change to it, not a
 * new count (variant-plan.ts has the rules).
 */
export async function updateProduct(
  deps: ProductWrites,
  ref: string,
  input: ProductFormInput,
  actor: AuditActor,
  stockWas?: number,
) {
  const current = await repo.findProduct(deps.db, ref);
  if (!current) throw refusal('not_found', 'PRODUCT_NOT_FOUND');
  const before = await adminRepo.productColorKeys(deps.db, current.id);
  const beforeKeys = new Set(before.flatMap((c) => c.images.map((i) => i.key)));
  const colors = await imageKeys(deps, input, beforeKeys);
  await skuSafe(() =>
    deps.db.transaction(async (tx) => {
      const locked = await adminRepo.lockProduct(tx, current.id);
      if (!locked) throw refusal('not_found', 'PRODUCT_NOT_FOUND');
      const was = await productSnapshot(tx, locked.id);
      const variants = variantsOnUpdate(locked, was?.variants ?? [], input, stockWas);
      const stored = was
        ? { priceFils: was.price, originalPriceFils: was.originalPrice, discount: was.discount }
        : null;
      await adminRepo.updateProduct(tx, locked.id, toWrite(input, colors, stored));
      await saveVariants(tx, locked.id, variants);
      const now = await productSnapshot(tx, locked.id);
      await recordProductWrite(tx, actor, 'product.update', was, now);
    }),
  );
  deps.catalogChanged();
  const after = new Set(colors.flatMap((c) => c.keys));
  await releaseImages(
    deps,
    [...beforeKeys].filter((k) => !after.has(k)),
  );
  return getProduct(deps, current.id);
}

/**
 * Deletes a product (and its cart lines, wishlist entries and offer links). Past orders keep
 * their own copy of its name, price and picture, so the picture's files stay while an order
 * shows them; its other images are deleted.
 */
export async function deleteProduct(
  deps: Omit<ProductWrites, 'config'>,
  ref: string,
  actor: AuditActor,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const id = (await adminRepo.lockProduct(tx, ref))?.id;
    if (!id) throw refusal('not_found', 'PRODUCT_NOT_FOUND');
    const colors = await adminRepo.productColorKeys(tx, id);
    const was = await productSnapshot(tx, id);
    await adminRepo.deleteProduct(tx, id);
    await recordProductWrite(tx, actor, 'product.delete', was, undefined);
    return colors.flatMap((c) => c.images.map((i) => i.key));
  });
  deps.catalogChanged();
  await releaseImages(deps, keys);
}

/** Removes one image of a colour; removing a colour's last image removes the colour. */
export async function removeImage(
  deps: ProductWrites,
  input: { productId: string; color: string; position: number },
  actor: AuditActor,
) {
  const removed = await deps.db.transaction(async (tx) => {
    const locked = await adminRepo.lockProduct(tx, input.productId);
    if (!locked) throw refusal('not_found', 'PRODUCT_NOT_FOUND');
    const { id } = locked;
    const colors = await adminRepo.productColorKeys(tx, id);
    const color = colors.find((c) => c.name.toLowerCase() === input.color.toLowerCase());
    const image = color?.images[input.position];
    if (!color || !image) throw refusal('not_found', 'IMAGE_NOT_FOUND');
    const imagesLeft = colors.reduce((n, c) => n + c.images.length, 0) - 1;
    if (imagesLeft === 0) throw refusal('validation', 'LAST_IMAGE');
    await adminRepo.removeProductImage(tx, id, color, image);
    await recordAdminWrite(tx, actor, {
      action: 'image.delete',
      objectType: 'image',
      objectId: image.key,
      objectLabel: `${color.name}, ${locked.name} (${locked.productid})`,
      changes: {
        product: locked.productid,
        color: color.name,
        position: input.position,
        colorRemoved: color.images.length === 1,
      },
    });
    return { id, key: image.key };
  });
  deps.catalogChanged();
  await releaseImages(deps, [removed.key]);
  return getProduct(deps, removed.id);
}
