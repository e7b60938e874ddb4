import {
  ADMIN_ORDER_METHOD_GROUPS,
  ADMIN_ORDER_STATUS_FILTERS,
  ADMIN_ORDER_STATUS_GROUPS,
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_ORDERS_SEARCH_CAP,
  ADMIN_SETTABLE_ORDER_STATUSES,
  adminOrderRangeStart,
  courierKeyOf,
  storeDayStart,
  type AdminOrdersQuery,
  type AdminOrderStatusFilter,
  type OrderStatus,
} from '@store/domain';
import type { Config } from '#config/env';
import { refusal } from '#platform/errors';
import type { AuditActor } from '#modules/audit';
import { voidCodes } from '#modules/codes';
import { adminOrderJsonOf, adminOrdersJson } from './admin-order-json';
import {
  countFilteredOrders,
  filteredOrderPage,
  orderStatusTotals,
  ordersByIds,
  searchOrderPage,
  type AdminOrderFilter,
} from './admin-order-queries';
import type { OrderDeps, OrderWrites } from './order-deps';
import { advanceOrderStatus, type Shipment } from './order-status-service';
import { findOrder, findOrderByRef } from './order-repository';

type Stats = Record<AdminOrderStatusFilter | 'total', number>;

function statsOf(totals: Map<string, number>): Stats {
  const sum = (statuses: readonly string[]) =>
    statuses.reduce((n, status) => n + (totals.get(status) ?? 0), 0);
  const stats = { total: sum([...totals.keys()]) } as Stats;
  for (const filter of ADMIN_ORDER_STATUS_FILTERS) {
    stats[filter] = sum(ADMIN_ORDER_STATUS_GROUPS[filter]);
  }
  return stats;
}

/**
 * The status, date, dispute and payment filters of Manage Orders' query (date ranges in Dubai
 * days).
 */
export function adminOrderFilterOf(query: AdminOrdersQuery, now: Date): AdminOrderFilter {
  return {
    statuses: query.status ? ADMIN_ORDER_STATUS_GROUPS[query.status] : undefined,
    ...(query.range
      ? { since: adminOrderRangeStart(query.range, now), until: storeDayStart(now, -1) }
      : {}),
    disputed: query.flag === 'disputed',
    cancelRequested: query.flag === 'cancel-requested',
    methods: query.method ? ADMIN_ORDER_METHOD_GROUPS[query.method] : undefined,
  };
}

/**
 * Manage Orders: one page of 10, newest first, searched and filtered (date ranges in Dubai days),
 * with the four stat cards for the whole store. Totals and cards come from trigger-kept counters;
 * only a search counts what it found, up to ADMIN_ORDERS_SEARCH_CAP (then `totalCapped`).
 */
export async function listAdminOrders(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'config'>,
  query: AdminOrdersQuery,
) {
  const filter = adminOrderFilterOf(query, deps.clock.now());
  const limit = ADMIN_ORDERS_PAGE_SIZE;
  const slice = { limit, offset: (query.page - 1) * limit };
  const stats = statsOf(await orderStatusTotals(deps.db));
  let found: { ids: string[]; total: number };
  let totalCapped = false;
  if (query.q) {
    const hit = await searchOrderPage(deps.db, query.q, filter, slice, ADMIN_ORDERS_SEARCH_CAP);
    totalCapped = hit.matched > ADMIN_ORDERS_SEARCH_CAP;
    found = { ids: hit.ids, total: Math.min(hit.matched, ADMIN_ORDERS_SEARCH_CAP) };
  } else {
    const total = await countFilteredOrders(deps.db, filter);
    found = { ids: await filteredOrderPage(deps.db, filter, slice, total), total };
  }
  const rows = await ordersByIds(deps.db, found.ids);
  return {
    orders: await adminOrdersJson(deps, rows),
    total: found.total,
    totalCapped,
    page: query.page,
    limit,
    stats,
  };
}

const settable: readonly OrderStatus[] = ADMIN_SETTABLE_ORDER_STATUSES;

/** The key of a courier the store offers (SHIPPING_COURIERS), given by key or name; else a 400. */
function offeredCourier(couriers: Config['shipping']['couriers'], given: string): string {
  const key = courierKeyOf(couriers, given);
  if (key) return key;
  const options = couriers.map((c) => c.key).join(', ');
  throw refusal('validation', 'console.carrier_one_of', {
    params: { options },
    code: 'VALIDATION',
    field: 'carrier',
  });
}

/**
 * updateStatus: placed -> shipped, or cancel anything not delivered (stock, wallet and card money
 * back once, through the shopper's cancel path). Delivered needs the shopper's code.
 */
export async function setOrderStatus(
  deps: OrderWrites,
  ref: string,
  status: OrderStatus,
  shipment: Shipment,
  actor: AuditActor,
) {
  if (status === 'delivered' || status === 'out-for-delivery') {
    const code = 'DELIVERY_NEEDS_CODE';
    throw status === 'delivered'
      ? refusal('validation', 'console.delivered_with_code', { code })
      : refusal('validation', 'console.out_for_delivery_with_code', { code });
  }
  if (!settable.includes(status)) {
    throw refusal('validation', 'STATUS_NOT_SETTABLE', { params: { status } });
  }
  if (status !== 'shipped' && (shipment.carrier || shipment.trackingNumber)) {
    throw refusal('validation', 'SHIPMENT_NOT_SHIPPED');
  }
  if (shipment.trackingNumber && !shipment.carrier) {
    throw refusal('validation', 'console.carrier_with_tracking', {
      code: 'VALIDATION',
      field: 'carrier',
    });
  }
  const carrier = shipment.carrier
    ? offeredCourier(deps.config.shipping.couriers, shipment.carrier)
    : undefined;
  const found = await findOrderByRef(deps.db, ref);
  if (!found) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  await advanceOrderStatus(deps, found.id, status, { ...shipment, carrier }, actor);
  // A code sent before the cancel can no longer deliver the order.
  if (status === 'cancelled') {
    await voidCodes(deps.db, { purpose: 'delivery', subject: found.id }, deps.clock.now());
  }
  const order = await findOrder(deps.db, found.id);
  if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  return adminOrderJsonOf(deps, order);
}
