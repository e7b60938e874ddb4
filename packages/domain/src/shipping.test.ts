import { describe, expect, it } from 'vitest';
import { updateOrderStatusSchema } from './schemas/admin-orders';
import { carrierKeyOf, trackingUrl } from './shipping';

describe('trackingUrl', () => {
  it("builds the courier's page with the number encoded, and none for Other or no number", () => {
    expect(trackingUrl('dhl', '1234567890')).toBe(
      'https://www.dhl.com/ae-en/home/tracking.html?tracking-id=1234567890',
    );
    expect(trackingUrl('aramex', 'AB12')).toContain('ShipmentNumber=AB12');
    expect(trackingUrl('other', 'AB12')).toBeNull();
    expect(trackingUrl('dhl', null)).toBeNull();
    expect(trackingUrl('nobody', 'AB12')).toBeNull();
  });

  it('reads a courier by key or label in any casing', () => {
    expect(carrierKeyOf('Emirates Post')).toBe('emirates-post');
    expect(carrierKeyOf(' SMSA ')).toBe('smsa');
    expect(carrierKeyOf('FedEx')).toBeUndefined();
  });
});

describe('updateOrderStatusSchema with a shipment', () => {
  it("keeps the spec's payload and adds the courier and number", () => {
    expect(updateOrderStatusSchema.parse({ orderid: 'a', status: 'shipped' })).toEqual({
      orderid: 'a',
      status: 'shipped',
    });
    expect(
      updateOrderStatusSchema.parse({
        orderid: 'a',
        status: 'shipped',
        carrier: 'Emirates Post',
        trackingNumber: ' RR 1234-5678 AE ',
      }),
    ).toMatchObject({ carrier: 'emirates-post', trackingNumber: 'RR12345678AE' });
  });

  it('refuses an unknown courier and a number with symbols or too long, naming the field', () => {
    const bad = (body: object) => {
      const r = updateOrderStatusSchema.safeParse({ orderid: 'a', status: 'shipped', ...body });
      return r.success ? [] : r.error.issues.map((i) => String(i.path[0]));
    };
    expect(bad({ carrier: 'FedEx' })).toEqual(['carrier']);
    expect(bad({ trackingNumber: 'AB#12' })).toEqual(['trackingNumber']);
    expect(bad({ trackingNumber: 'A'.repeat(41) })).toEqual(['trackingNumber']);
    expect(bad({ trackingNumber: 42 })).toEqual(['trackingNumber']);
  });
});
