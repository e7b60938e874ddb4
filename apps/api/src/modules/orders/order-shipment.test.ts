import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { adminOrdersKit } from './admin-orders-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminOrdersKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminOrdersKit(app);
});
afterAll(() => app.close());

describe('POST admin/orders/updateStatus with a courier and tracking number', () => {
  it('stores both, shows them to the back office and the shopper with the tracking link', async () => {
    const { s, order } = await kit.place();
    const res = await kit.updateStatus(order._id, 'Shipped', {
      carrier: 'Aramex',
      trackingNumber: '4471 2233 90',
    });
    expect(res.statusCode).toBe(200);
    const shipment = {
      carrier: 'aramex',
      carrierName: 'Aramex',
      trackingNumber: '4471223390',
      trackingUrl: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=4471223390',
    };
    expect(res.json().order).toMatchObject({ status: 'shipped', shipment });
    const mine = (await kit.get(s.token, '/api/order')).json().orders;
    expect(mine.find((o: { _id: string }) => o._id === order._id).shipment).toEqual(shipment);
    const listed = (await kit.list({ q: order.orderid })).json().orders;
    expect(listed[0].shipment).toEqual(shipment);
  });

  it('keeps the original payload working: shipped without a courier has no shipment', async () => {
    const { order } = await kit.place();
    const res = await kit.updateStatus(order._id, 'shipped');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'shipped', shipment: null });
  });

  it('Other has no tracking page: the number is kept, without a link', async () => {
    const { order } = await kit.place();
    const res = await kit.updateStatus(order._id, 'shipped', {
      carrier: 'other',
      trackingNumber: 'X1',
    });
    expect(res.json().order.shipment).toEqual({
      carrier: 'other',
      carrierName: 'Other',
      trackingNumber: 'X1',
      trackingUrl: null,
    });
  });

  it.each([
    [{ carrier: 'FedEx' }, 'carrier'],
    [{ carrier: 'dhl', trackingNumber: 'AB<script>' }, 'trackingNumber'],
    [{ carrier: 'dhl', trackingNumber: '9'.repeat(41) }, 'trackingNumber'],
    [{ trackingNumber: 'AB12' }, 'carrier'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (extra, field) => {
    const { order } = await kit.place();
    const res = await kit.updateStatus(order._id, 'shipped', extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().error).toContain(field);
    const listed = (await kit.list({ q: order.orderid })).json().orders;
    expect(listed[0]).toMatchObject({ status: 'placed', shipment: null });
  });

  it('refuses a courier with any status but shipped', async () => {
    const { order } = await kit.place();
    const res = await kit.updateStatus(order._id, 'cancelled', { carrier: 'dhl' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SHIPMENT_NOT_SHIPPED');
  });
});

describe("the owner's couriers (SHIPPING_COURIERS)", () => {
  let own: FastifyInstance;
  let ownKit: ReturnType<typeof adminOrdersKit>;
  beforeAll(async () => {
    const { shipping } = loadConfig({
      SHIPPING_COURIERS: 'aramex, Quiqup=https://quiqup.com/track/{n}',
    });
    own = await buildTestApp({ rateLimitMultiplier: 100, shipping });
    ownKit = adminOrdersKit(own);
  });
  afterAll(() => own.close());

  it('lists what the setting gives to the ship dialog, Other last', async () => {
    const res = await own.inject({
      url: '/api/admin/orders/couriers',
      headers: { authorization: `Bearer ${await adminToken(own)}` },
    });
    expect(res.json()).toEqual({
      success: true,
      couriers: [
        expect.objectContaining({ key: 'aramex', label: 'Aramex' }),
        { key: 'quiqup', label: 'Quiqup', trackingUrl: 'https://quiqup.com/track/{n}' },
        { key: 'other', label: 'Other', trackingUrl: null },
      ],
    });
  });

  it("ships with the owner's courier, and the shopper's order links to its tracking page", async () => {
    const { s, order } = await ownKit.place();
    const res = await ownKit.updateStatus(order._id, 'shipped', {
      carrier: 'Quiqup',
      trackingNumber: 'QX 77',
    });
    expect(res.statusCode).toBe(200);
    const shipment = {
      carrier: 'quiqup',
      carrierName: 'Quiqup',
      trackingNumber: 'QX77',
      trackingUrl: 'https://quiqup.com/track/QX77',
    };
    expect(res.json().order.shipment).toEqual(shipment);
    const mine = (await ownKit.get(s.token, '/api/order')).json().orders;
    expect(mine.find((o: { _id: string }) => o._id === order._id).shipment).toEqual(shipment);
    // The bell's line comes from the shipped mail's words: the courier's name as the owner wrote it.
    const bell = (await ownKit.get(s.token, '/api/auth/notifications')).json().otp;
    expect(bell.map((n: { message: string }) => n.message)).toContain(
      `Your order ${order.orderid} has shipped with Quiqup (tracking QX77).`,
    );
  });

  it('keeps the name and tracking link on the orders Quiqup carried once the owner drops it', async () => {
    const { s, order } = await ownKit.place();
    await ownKit.updateStatus(order._id, 'shipped', { carrier: 'quiqup', trackingNumber: 'QX88' });
    const offered = own.config.shipping;
    // As after a restart with SHIPPING_COURIERS=aramex: Quiqup is no longer offered.
    own.config.shipping = loadConfig({ SHIPPING_COURIERS: 'aramex' }).shipping;
    try {
      const kept = {
        carrier: 'quiqup',
        carrierName: 'Quiqup',
        trackingNumber: 'QX88',
        trackingUrl: 'https://quiqup.com/track/QX88',
      };
      const mine = (await ownKit.get(s.token, '/api/order')).json().orders;
      expect(mine.find((o: { _id: string }) => o._id === order._id).shipment).toEqual(kept);
      const listed = (await ownKit.list({ q: order.orderid })).json().orders;
      expect(listed[0].shipment).toEqual(kept);
      const couriers = (
        await own.inject({
          url: '/api/admin/orders/couriers',
          headers: { authorization: `Bearer ${await adminToken(own)}` },
        })
      ).json().couriers;
      expect(couriers.map((c: { key: string }) => c.key)).toEqual(['aramex', 'other']);
    } finally {
      own.config.shipping = offered;
    }
  });

  it('refuses a courier the setting leaves out with a 400 naming carrier, and ships nothing', async () => {
    const { order } = await ownKit.place();
    const res = await ownKit.updateStatus(order._id, 'shipped', {
      carrier: 'dhl',
      trackingNumber: 'JD1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'carrier must be one of aramex, quiqup, other',
    });
    const listed = (await ownKit.list({ q: order.orderid })).json().orders;
    expect(listed[0]).toMatchObject({ status: 'placed', shipment: null });
  });
});
