import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { ANSWER_SCHEMAS } from '#platform/openapi/answer-schemas';
import { bearer } from '../modules/auth/test-users';
import { line } from '../modules/cart/cart-test-kit';
import { offersKit, photo } from '../modules/offers/offers-test-kit';
import { promotionsKit } from '../modules/promotions/promotions-test-kit';
import { adminReturnsKit } from '../modules/returns/admin-returns-test-kit';

/**
 * Real answers of the calls the storefront and the console read, parsed with the contract's
 * schemas. The schemas are strict: a field the API sends that the contract does not name, a
 * missing field or a wrong type fails here, so the contract cannot drift from the API.
 */
let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;
let offers: ReturnType<typeof offersKit>;
let shopper: Awaited<ReturnType<typeof kit.requested>>['s'];
let admin: string;
let productId: string;
let returnId: string;
let offerId: string;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
  offers = offersKit(app);
  const requested = await kit.requested();
  shopper = requested.s;
  productId = requested.p.id;
  returnId = requested.ret.returnid;
  // A card order too, so the card's payment fields are parsed.
  await kit.place({ shopper: requested.s, payment: 'online' });
  await kit.post(shopper.token, '/api/cart/addCartProduct', line(productId));
  await kit.post(shopper.token, '/api/wishlist/addWishlist', { productid: productId });
  admin = await adminToken(app);
  const uploaded = await offers.upload({
    title: 'Summer Sale',
    description: 'Light fabrics for hot days',
    discountText: 'Up to 40% OFF',
    productIds: JSON.stringify([requested.p.productid]),
    offerImage: await photo(),
  });
  offerId = uploaded.json<{ offer: { _id: string } }>().offer._id;
});
afterAll(() => app.close());

/** The answer's differences from the schema the OpenAPI document gives `route`. */
function issuesOf(res: LightMyRequestResponse, route: string) {
  const schema = ANSWER_SCHEMAS[route];
  if (!schema) throw new Error(`no answer schema for ${route}`);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const parsed = schema.safeParse(res.json());
  return parsed.success ? [] : parsed.error.issues;
}

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

/** [what is called, the route it answers for]. */
const STOREFRONT_CALLS: Array<[string, string]> = [
  ['/api/auth/getUser', 'GET /api/auth/getUser'],
  ['/api/cart/', 'GET /api/cart/'],
  ['/api/wishlist/', 'GET /api/wishlist/'],
  ['/api/checkout/Address', 'GET /api/checkout/Address'],
  ['/api/order', 'GET /api/order'],
  ['/api/order/returns', 'GET /api/order/returns'],
  ['/api/auth/notifications', 'GET /api/auth/notifications'],
  ['/api/auth/wallet/getWallet', 'GET /api/auth/wallet/getWallet'],
  ['/api/catalog/products?page=1&limit=24', 'GET /api/catalog/products'],
  ['/api/catalog/suggest?q=a', 'GET /api/catalog/suggest'],
  ['/api/catalog/nav', 'GET /api/catalog/nav'],
  ['/api/api/offers', 'GET /api/api/offers'],
];

const CONSOLE_CALLS: Array<[string, string]> = [
  ['/api/admin/orders', 'GET /api/admin/orders'],
  ['/api/admin/returns', 'GET /api/admin/returns'],
  ['/api/admin/products', 'GET /api/admin/products'],
  ['/api/admin/products/low-stock?threshold=100', 'GET /api/admin/products/low-stock'],
  ['/api/admin/dashboard/stats', 'GET /api/admin/dashboard/stats'],
  ['/api/admin/dashboard/users', 'GET /api/admin/dashboard/users'],
  ['/api/admin/audit-log', 'GET /api/admin/audit-log'],
  ['/api/admin/offers', 'GET /api/admin/offers'],
  ['/api/admin/reports/vat?month=2030-03', 'GET /api/admin/reports/vat'],
  ['/api/admin/promotions', 'GET /api/admin/promotions'],
];

describe("the storefront's answers match the contract", () => {
  it.each(STOREFRONT_CALLS)('GET %s', async (url, route) => {
    expect(issuesOf(await get(url, shopper.token), route)).toEqual([]);
  });

  it('a product, the offer page and a card payment', async () => {
    const product = await get(`/api/catalog/products/${productId}`, shopper.token);
    expect(issuesOf(product, 'GET /api/catalog/products/:id')).toEqual([]);
    const offer = await get(`/api/catalog/offers/${offerId}`, shopper.token);
    expect(issuesOf(offer, 'GET /api/catalog/offers/:offerId')).toEqual([]);
    const intent = await kit.post(shopper.token, '/api/payments/create-payment-intent', {});
    expect(issuesOf(intent, 'POST /api/payments/create-payment-intent')).toEqual([]);
  });

  it("a linked offer's page, with its promotion, and the console's offer naming it", async () => {
    const promotion = await promotionsKit(app).create();
    const linked = await offers.upload({
      title: 'Linked',
      description: 'Lists its promotion’s products',
      promotionId: promotion.id,
      offerImage: await photo(),
    });
    const { _id } = linked.json<{ offer: { _id: string } }>().offer;
    const offer = await get(`/api/catalog/offers/${_id}`, shopper.token);
    expect(offer.json()).toMatchObject({ heading: 'promotion', promotion: { id: promotion.id } });
    expect(issuesOf(offer, 'GET /api/catalog/offers/:offerId')).toEqual([]);
    expect(issuesOf(await get('/api/admin/offers', admin), 'GET /api/admin/offers')).toEqual([]);
  });

  it('the lists are not empty, so their rows were parsed too', async () => {
    const orders = (await get('/api/order', shopper.token)).json<{ orders: unknown[] }>();
    expect(orders.orders.length).toBe(2);
    const cart = (await get('/api/cart/', shopper.token)).json<{ items: unknown[] }>();
    expect(cart.items.length).toBe(1);
    const notes = (await get('/api/auth/notifications', shopper.token)).json<{ otp: unknown[] }>();
    expect(notes.otp.length).toBeGreaterThan(0);
  });
});

describe("the console's answers match the contract", () => {
  it.each(CONSOLE_CALLS)('GET %s', async (url, route) => {
    expect(issuesOf(await get(url, admin), route)).toEqual([]);
  });

  it("a product, a customer's profile and wallet", async () => {
    const product = await get(`/api/admin/products/${productId}`, admin);
    expect(issuesOf(product, 'GET /api/admin/products/:id')).toEqual([]);
    const base = `/api/admin/customers/${shopper.userId}`;
    expect(issuesOf(await get(base, admin), 'GET /api/admin/customers/:id')).toEqual([]);
    const wallet = await get(`${base}/wallet?page=1`, admin);
    expect(issuesOf(wallet, 'GET /api/admin/customers/:id/wallet')).toEqual([]);
  });

  it('the status calls answer the order and the return as they are now', async () => {
    const placed = await kit.place({ shopper });
    const shipped = await kit.adminPost('/api/admin/orders/updateStatus', {
      orderid: placed.order._id,
      status: 'Shipped',
    });
    expect(issuesOf(shipped, 'POST /api/admin/orders/updateStatus')).toEqual([]);
    const approved = await kit.status(returnId, 'approved_by_shop_owner');
    expect(issuesOf(approved, 'POST /api/admin/returns/updateReturnStatus')).toEqual([]);
  });
});

describe("the console's promotion answers match the contract", () => {
  it('create, read, edit, pause, resume, duplicate, generate codes and delete', async () => {
    const promotions = promotionsKit(app);
    const batch = await promotions.call('POST', '', {
      nameEn: 'Influencers',
      nameAr: 'المؤثرون',
      kind: 'batch',
      batch: { prefix: 'NOOR', count: 2 },
      startsAt: '2030-01-01T00:00:00Z',
      reward: { kind: 'buy_x_get_y', buy: 2, get: 1, percent: 100, target: { genders: ['women'] } },
      conditions: { minSubtotal: 100, emails: ['a@b.ae'] },
    });
    expect(issuesOf(batch, 'POST /api/admin/promotions')).toEqual([]);
    const { id } = batch.json<{ promotion: { id: string } }>().promotion;
    const calls: Array<[Parameters<typeof promotions.call>, string]> = [
      [['GET', `/${id}`], 'GET /api/admin/promotions/:id'],
      [['POST', `/${id}/codes`, { count: 3 }], 'POST /api/admin/promotions/:id/codes'],
      [['POST', `/${id}/pause`], 'POST /api/admin/promotions/:id/pause'],
      [['POST', `/${id}/resume`], 'POST /api/admin/promotions/:id/resume'],
      [['POST', `/${id}/duplicate`], 'POST /api/admin/promotions/:id/duplicate'],
      [['GET', ''], 'GET /api/admin/promotions'],
    ];
    for (const [args, route] of calls) {
      expect(issuesOf(await promotions.call(...args), route), route).toEqual([]);
    }
    const code = await promotions.create({
      reward: { kind: 'items_amount', amount: 10, target: {} },
    });
    const edited = await promotions.call('PUT', `/${code.id}`, {
      nameEn: 'Eid',
      nameAr: 'العيد',
      kind: 'code',
      code: code.code,
      startsAt: '2030-01-01T00:00:00Z',
      endsAt: '2030-02-01T00:00:00Z',
      reward: { kind: 'order_amount', amount: 25.5 },
      limits: { totalUses: 100, perShopper: 1 },
    });
    expect(issuesOf(edited, 'PUT /api/admin/promotions/:id')).toEqual([]);
    const deleted = await promotions.call('DELETE', `/${code.id}`);
    expect(issuesOf(deleted, 'DELETE /api/admin/promotions/:id')).toEqual([]);
  });
});

describe("the console's staff answers match the contract", () => {
  it('who is signed in, the staff page, an invitation, a custom role and devices', async () => {
    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      body?: object,
    ) => app.inject({ method, url, headers: bearer(admin), ...(body ? { payload: body } : {}) });
    const me = await get('/api/admin/me', admin);
    expect(issuesOf(me, 'GET /api/admin/me')).toEqual([]);
    const invited = await call('POST', '/api/admin/staff/invitations', {
      email: 'contract@souq.test',
      role: 'fulfilment',
    });
    expect(issuesOf(invited, 'POST /api/admin/staff/invitations')).toEqual([]);
    const made = await call('POST', '/api/admin/staff/roles', {
      name: 'Contract readers',
      permissions: ['orders:read'],
    });
    expect(issuesOf(made, 'POST /api/admin/staff/roles')).toEqual([]);
    const roleId = made.json<{ role: { id: string } }>().role.id;
    const memberId = me.json<{ member: { id: string } }>().member.id;
    const calls: Array<[Parameters<typeof call>, string]> = [
      [['GET', '/api/admin/staff'], 'GET /api/admin/staff'],
      [['GET', '/api/admin/staff/roles'], 'GET /api/admin/staff/roles'],
      [
        [
          'PUT',
          `/api/admin/staff/roles/${roleId}`,
          { name: 'Readers', permissions: ['orders:read'] },
        ],
        'PUT /api/admin/staff/roles/:id',
      ],
      [
        ['PATCH', `/api/admin/staff/${memberId}`, { walletDailyCap: 300 }],
        'PATCH /api/admin/staff/:id',
      ],
      [['GET', '/api/admin/me/sessions'], 'GET /api/admin/me/sessions'],
      [['GET', `/api/admin/staff/${memberId}/sessions`], 'GET /api/admin/staff/:id/sessions'],
      [['DELETE', `/api/admin/staff/roles/${roleId}`], 'DELETE /api/admin/staff/roles/:id'],
    ];
    for (const [args, route] of calls) {
      expect(issuesOf(await call(...args), route), route).toEqual([]);
    }
    const overview = (await get('/api/admin/staff', admin)).json<{
      members: unknown[];
      invitations: { id: string }[];
    }>();
    expect(overview.members.length).toBeGreaterThan(0);
    const withdrawn = await call(
      'DELETE',
      `/api/admin/staff/invitations/${overview.invitations[0]!.id}`,
    );
    expect(issuesOf(withdrawn, 'DELETE /api/admin/staff/invitations/:id')).toEqual([]);
  });
});
