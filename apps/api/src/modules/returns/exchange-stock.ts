import type { Db, Tx } from '#db/client';
import { AppError, refusal } from '#platform/errors';
import { loadVariants, lockProducts } from '#modules/catalog';
import { reserveStock, restoreStock } from '#modules/inventory';
import type { OrderItemRow } from '#modules/orders';
import type { ReplacementVariant } from '#modules/mails';
import * as repo from './return-repository';

export interface VariantChoice {
  color: string;
  size: string;
}

/** The colour and size a replacement sends: the one chosen, or the item's own. */
export function replacementOf(
  request: Pick<repo.ReturnRow, 'returntype' | 'exchangeColor' | 'exchangeSize'>,
  item: Pick<OrderItemRow, 'color' | 'size'>,
): ReplacementVariant | null {
  if (request.returntype !== 'replacement') return null;
  const color = request.exchangeColor ?? item.color;
  const size = request.exchangeSize ?? item.size;
  return { color, size, exchanged: color !== item.color || size !== item.size };
}

const productGone = (name: string) => refusal('conflict', 'PRODUCT_GONE', { params: { name } });

/**
 * Each colour and size of the item's product a replacement may send, in the product's order,
 * with whether `quantity` units of it are in stock now (the return dialog offers those only).
 */
export async function exchangeChoices(db: Db | Tx, item: OrderItemRow, quantity: number) {
  if (!item.productId) return [];
  const variants = (await loadVariants(db, [item.productId])).get(item.productId) ?? [];
  return variants.map((v) => ({
    color: v.color,
    size: v.size,
    available: v.stock >= quantity,
    current: v.color === item.color && v.size === item.size,
  }));
}

/**
 * Takes a replacement's units out of the chosen variant's stock when it is asked for, inside the
 * request's transaction, so they cannot sell out before the replacement ships. The product's row
 * lock (taken first, as every stock writer does) serialises two shoppers after the last unit:
 * the second finds it gone and gets 409 EXCHANGE_SOLD_OUT, and nothing of their request stays.
 */
export async function holdReplacement(
  tx: Tx,
  item: OrderItemRow,
  choice: VariantChoice,
  quantity: number,
): Promise<void> {
  if (!item.productId) throw productGone(item.name);
  const locked = await lockProducts(tx, [item.productId]);
  const variants = (await loadVariants(tx, [item.productId])).get(item.productId) ?? [];
  if (!variants.some((v) => v.color === choice.color && v.size === choice.size)) {
    throw refusal('validation', 'EXCHANGE_UNKNOWN_VARIANT', { field: 'exchangeSize' });
  }
  try {
    await reserveStock(tx, [{ productId: item.productId, ...choice, quantity }], locked);
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_STOCK') {
      throw refusal('conflict', 'EXCHANGE_SOLD_OUT', {
        params: { color: choice.color, size: choice.size },
      });
    }
    throw err;
  }
}

/**
 * Puts a held replacement's units back on their variant (the return rejected, deleted, or
 * credited instead of shipping), once: `held` is cleared under the return's lock. A product
 * deleted since, or a variant it no longer has, takes nothing back.
 */
export async function releaseHold(tx: Tx, request: repo.ReturnRow): Promise<void> {
  if (!request.held) return;
  const found = await repo.findReturn(tx, request.id);
  const replacement = found && replacementOf(request, found.item);
  if (found?.item.productId && replacement) {
    await lockProducts(tx, [found.item.productId]);
    await restoreStock(tx, [
      {
        productId: found.item.productId,
        color: replacement.color,
        size: replacement.size,
        quantity: request.quantity,
      },
    ]);
  }
  await repo.updateReturn(tx, request.id, { held: false });
}

/**
 * The replacement leaves the shelf as it ships: held units are already off it (the hold ends);
 * a replacement asked before holds existed is taken now, 409 when the stock cannot cover it.
 */
export async function shipReplacement(tx: Tx, request: repo.ReturnRow): Promise<void> {
  const found = await repo.findReturn(tx, request.id);
  if (!found) throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
  const { productId, name } = found.item;
  const replacement = replacementOf(request, found.item);
  // A product deleted since the request cannot be sent, held units or not: it is credited instead.
  if (!productId || !replacement) throw productGone(name);
  if (request.held) {
    await repo.updateReturn(tx, request.id, { held: false });
    return;
  }
  try {
    await reserveStock(
      tx,
      [{ productId, color: replacement.color, size: replacement.size, quantity: request.quantity }],
      await lockProducts(tx, [productId]),
    );
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIENT_STOCK') {
      throw refusal('conflict', 'order.not_enough_stock_ship_replacement', {
        params: { reason: err.message },
        code: 'INSUFFICIENT_STOCK',
      });
    }
    throw err;
  }
}
