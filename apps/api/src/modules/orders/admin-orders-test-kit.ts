import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { bearer } from '../auth/test-users';
import type { NotificationJson } from '../notifications/notification-json';
import { ordersKit } from './orders-test-kit';

/** The back office's order calls with an admin token, and what the shopper sees of a code. */
export function adminOrdersKit(app: FastifyInstance) {
  const kit = ordersKit(app);
  let token: Promise<string> | undefined;
  const admin = async () => bearer(await (token ??= adminToken(app)));

  const adminPost = async (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: await admin(), payload });
  const list = async (query: Record<string, string | number> = {}) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: await admin(),
    });
  const updateStatus = (orderid: string, status: string, extra: Record<string, unknown> = {}) =>
    adminPost('/api/admin/orders/updateStatus', { orderid, status, ...extra });
  const sendOtp = (orderid: string) => adminPost('/api/admin/orders/sendOtp', { orderid });
  const otp = (orderid: string) => adminPost('/api/admin/orders/otp', { orderid });
  const verifyOtp = (orderid: string, code: unknown) =>
    adminPost('/api/admin/orders/verifyOtp', { orderid, otp: code });

  /** The newest delivery code for the order on the shopper's notifications page, as they read it. */
  async function codeSeenBy(shopperToken: string, orderid: string): Promise<string> {
    const res = await kit.get(shopperToken, '/api/auth/notifications');
    const notice = res
      .json<{ otp: NotificationJson[] }>()
      .otp.filter((n) => n.kind === 'delivery_code' && n.orderid === orderid)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    if (!notice?.otp) throw new Error('the shopper has no delivery code');
    return notice.otp;
  }

  /** A placed order taken to shipped by the back office. */
  async function shipped(opts: Parameters<typeof kit.place>[0] = {}) {
    const placed = await kit.place(opts);
    const res = await updateStatus(placed.order._id, 'Shipped');
    if (res.statusCode !== 200) throw new Error(`ship failed: ${res.body}`);
    return placed;
  }

  /** Test setup only: moves an order's creation time (real orders get the database's now()). */
  async function createdAt(orderId: string, at: Date) {
    await app.db.update(orders).set({ createdAt: at }).where(eq(orders.id, orderId));
  }

  return {
    ...kit,
    admin,
    adminPost,
    list,
    updateStatus,
    sendOtp,
    otp,
    verifyOtp,
    codeSeenBy,
    shipped,
    createdAt,
  };
}
