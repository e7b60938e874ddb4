import {
  ADMIN_ORDERS_SEARCH_CAP,
  csvMoney,
  csvSafeCell,
  orderTaxFigures,
  storeDateTime,
  type AdminOrdersQuery,
} from '@store/domain';
import type { ImportExportDeps } from './import-export-deps';

/** What the export reads: the orders, and the clock Manage Orders' date filters count from. */
type Reads = Pick<ImportExportDeps, 'db' | 'clock'>;
import type { Readable } from 'node:stream';
import { customersByIds } from '#modules/auth';
import {
  filteredOrdersAfter,
  ordersByIds,
  searchOrderPage,
  type OrderCursor,
  type OrderRow,
  adminOrderFilterOf,
  itemsOfOrders,
} from '#modules/orders';
import { csvStream } from './product-export';

/**
 * The columns. Money is AED as the order's tax invoice totals it: the goods and the shipping
 * without VAT, all the VAT (the shipping's too), and the total, so a row adds up. Times are
 * Dubai's wall clock, 'YYYY-MM-DD HH:MM', which spreadsheet programs read as a date and time.
 */
export const ORDER_CSV_COLUMNS = [
  'orderid',
  'createdAt (Dubai time)',
  'status',
  'customer',
  'email',
  'mobile',
  'emirate',
  'city',
  'items',
  'quantity',
  'subtotal (excl. VAT)',
  'vat',
  'shipping (excl. VAT)',
  'total (incl. VAT)',
  'paymentMethod',
  'paymentStatus',
  'paidFromWallet',
  'carrier',
  'trackingNumber',
] as const;

/** Orders read per query. */
const EXPORT_PAGE = 250;

/** The ids Manage Orders would list for this query, newest first, a page at a time. */
async function* orderIdPages(deps: Reads, query: AdminOrdersQuery) {
  const filter = adminOrderFilterOf(query, deps.clock.now());
  if (query.q) {
    // A search lists what Manage Orders can page through: its first ADMIN_ORDERS_SEARCH_CAP.
    for (let offset = 0; offset < ADMIN_ORDERS_SEARCH_CAP; offset += EXPORT_PAGE) {
      const limit = Math.min(EXPORT_PAGE, ADMIN_ORDERS_SEARCH_CAP - offset);
      const { ids } = await searchOrderPage(
        deps.db,
        query.q,
        filter,
        { limit, offset },
        ADMIN_ORDERS_SEARCH_CAP,
      );
      if (ids.length) yield ids;
      if (ids.length < limit) return;
    }
    return;
  }
  let after: OrderCursor | null = null;
  for (;;) {
    const page = await filteredOrdersAfter(deps.db, filter, after, EXPORT_PAGE);
    if (page.length) yield page.map((o) => o.id);
    if (page.length < EXPORT_PAGE) return;
    after = page.at(-1)!;
  }
}

function orderRow(
  order: OrderRow,
  items: { name: string; quantity: number; color: string | null; size: string | null }[],
  customer: { fullname: string; email: string } | undefined,
): string[] {
  const a = order.shippingAddress;
  const money = orderTaxFigures(order);
  const cells: Record<(typeof ORDER_CSV_COLUMNS)[number], string> = {
    orderid: order.orderid,
    'createdAt (Dubai time)': storeDateTime(order.createdAt),
    status: order.status,
    customer: customer?.fullname ?? a.username,
    email: customer?.email ?? '',
    mobile: a.mobileno,
    emirate: a.emirate,
    city: a.city,
    items: items
      .map((i) => {
        const options = [i.color, i.size].filter(Boolean).join(' / ');
        return `${i.quantity} × ${i.name}${options ? ` (${options})` : ''}`;
      })
      .join('; '),
    quantity: String(items.reduce((n, i) => n + i.quantity, 0)),
    'subtotal (excl. VAT)': csvMoney(money.goodsNetFils),
    vat: csvMoney(money.vatFils),
    'shipping (excl. VAT)': csvMoney(money.shippingNetFils),
    'total (incl. VAT)': csvMoney(money.grossFils),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paidFromWallet: csvMoney(order.walletAmountFils),
    carrier: order.carrier ?? '',
    trackingNumber: order.trackingNumber ?? '',
  };
  return ORDER_CSV_COLUMNS.map((c) => csvSafeCell(cells[c]));
}

async function* orderRows(deps: Reads, query: AdminOrdersQuery): AsyncGenerator<string[]> {
  yield [...ORDER_CSV_COLUMNS];
  for await (const ids of orderIdPages(deps, query)) {
    const orders = await ordersByIds(deps.db, ids);
    const [items, customers] = await Promise.all([
      itemsOfOrders(deps.db, ids),
      customersByIds(
        deps.db,
        orders.map((o) => o.userId),
      ),
    ]);
    for (const order of orders) {
      yield orderRow(order, items.get(order.id) ?? [], customers.get(order.userId));
    }
  }
}

/** The orders Manage Orders lists for the same search and filters, as CSV, newest first. */
export function orderCsvStream(deps: Reads, query: AdminOrdersQuery): Readable {
  return csvStream(orderRows(deps, query));
}
