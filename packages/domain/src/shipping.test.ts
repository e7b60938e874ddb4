import { describe, expect, it } from 'vitest';
import { DEFAULT_COURIERS, parseCourierSetting } from './courier-setting';
import { updateOrderStatusSchema } from './schemas/admin-orders';
import { courierKeyOf, shipmentOf, trackingUrl, type Courier } from './shipping';

const QUIQUP: Courier = {
  key: 'quiqup',
  label: 'Quiqup',
  trackingUrl: 'https://quiqup.com/track/{n}',
};

describe('trackingUrl', () => {
  it("builds the courier's page with the number encoded, and none for Other or no number", () => {
    expect(trackingUrl(DEFAULT_COURIERS, 'dhl', '1234567890')).toBe(
      'https://www.dhl.com/ae-en/home/tracking.html?tracking-id=1234567890',
    );
    expect(trackingUrl(DEFAULT_COURIERS, 'aramex', 'AB12')).toContain('ShipmentNumber=AB12');
    expect(trackingUrl(DEFAULT_COURIERS, 'other', 'AB12')).toBeNull();
    expect(trackingUrl(DEFAULT_COURIERS, 'dhl', null)).toBeNull();
    expect(trackingUrl(DEFAULT_COURIERS, 'nobody', 'AB12')).toBeNull();
    expect(trackingUrl([QUIQUP], 'quiqup', 'Q 1')).toBe('https://quiqup.com/track/Q%201');
  });

  it('reads an offered courier by key or label in any casing, and no other', () => {
    expect(courierKeyOf(DEFAULT_COURIERS, 'Emirates Post')).toBe('emirates-post');
    expect(courierKeyOf(DEFAULT_COURIERS, ' SMSA ')).toBe('smsa');
    expect(courierKeyOf(DEFAULT_COURIERS, 'FedEx')).toBeUndefined();
    expect(courierKeyOf(DEFAULT_COURIERS, 'quiqup')).toBeUndefined();
    expect(courierKeyOf([QUIQUP], 'QUIQUP')).toBe('quiqup');
    expect(courierKeyOf([QUIQUP], 'dhl')).toBeUndefined();
  });

  it('keeps the name and link of a known courier taken off the list, for old orders', () => {
    expect(shipmentOf([QUIQUP], { carrier: 'aramex', trackingNumber: 'A1' })).toEqual({
      carrier: 'aramex',
      carrierName: 'Aramex',
      trackingNumber: 'A1',
      trackingUrl: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=A1',
    });
    expect(shipmentOf(DEFAULT_COURIERS, { carrier: null, trackingNumber: 'Q1' })).toBeNull();
  });

  it("keeps an owner's courier taken off the list as the order shipped with it", () => {
    const shipped = { carrier: 'quiqup', trackingNumber: 'Q1' };
    expect(
      shipmentOf(DEFAULT_COURIERS, {
        ...shipped,
        carrierName: 'Quiqup',
        trackingUrl: 'https://quiqup.com/track/Q1',
      }),
    ).toMatchObject({ carrierName: 'Quiqup', trackingUrl: 'https://quiqup.com/track/Q1' });
    // Shipped before the order kept them: its key stands for its name, with no link.
    expect(shipmentOf(DEFAULT_COURIERS, shipped)).toMatchObject({
      carrierName: 'quiqup',
      trackingUrl: null,
    });
  });

  it("follows the store's couriers over what the order kept: a corrected page reaches old orders", () => {
    const fixed = { ...QUIQUP, trackingUrl: 'https://www.quiqup.com/tracking/{n}' };
    const order = {
      carrier: 'quiqup',
      trackingNumber: 'Q1',
      carrierName: 'Quiqup',
      trackingUrl: 'https://quiqup.com/track/Q1',
    };
    expect(shipmentOf([fixed], order)?.trackingUrl).toBe('https://www.quiqup.com/tracking/Q1');
  });
});

describe('parseCourierSetting (SHIPPING_COURIERS)', () => {
  const keys = (value: string | undefined) => {
    const r = parseCourierSetting(value);
    return r.ok ? r.couriers.map((c) => c.key) : r.error;
  };

  it("offers today's five when unset or blank", () => {
    expect(keys(undefined)).toEqual(['aramex', 'dhl', 'emirates-post', 'smsa', 'other']);
    expect(keys('  ')).toEqual(['aramex', 'dhl', 'emirates-post', 'smsa', 'other']);
  });

  it("lists the chosen known couriers and the owner's own in order, Other always last", () => {
    const r = parseCourierSetting('aramex, Emirates Post,Quiqup=https://quiqup.com/track/{n}');
    expect(r).toEqual({
      ok: true,
      couriers: [
        expect.objectContaining({ key: 'aramex' }),
        expect.objectContaining({ key: 'emirates-post', label: 'Emirates Post' }),
        QUIQUP,
        expect.objectContaining({ key: 'other', trackingUrl: null }),
      ],
    });
    expect(keys('other,dhl')).toEqual(['dhl', 'other']);
    expect(keys('Fast Move LLC=http://fm.ae/t?id={n}')).toEqual(['fast-move-llc', 'other']);
  });

  it.each([
    ['fedex', '"fedex" is not a courier the store knows'],
    ['Quiqup=https://quiqup.com/track', '"Quiqup": the tracking page must hold {n} once'],
    ['Quiqup={n}', '"Quiqup": the tracking page must be a web address'],
    ['Quiqup=ftp://quiqup.com/{n}', '"Quiqup": the tracking page must be a web address'],
    ['Quiqup=https://quiqup.com/track {n}', '"Quiqup": the tracking page must be a web address'],
    ['DHL=https://dhl.example/{n}', '"DHL" is a courier the store knows'],
    ['<b>=https://x.ae/{n}', '"<b>": a courier\'s name is letters'],
    ['dhl,DHL', '"DHL" is listed twice'],
  ])('refuses %s, naming the entry', (value, error) => {
    const r = parseCourierSetting(value);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error).toContain(error);
  });
});

describe('updateOrderStatusSchema with a shipment', () => {
  it('keeps the original payload and adds the courier and number', () => {
    expect(updateOrderStatusSchema.parse({ orderid: 'a', status: 'shipped' })).toEqual({
      orderid: 'a',
      status: 'shipped',
    });
    expect(
      updateOrderStatusSchema.parse({
        orderid: 'a',
        status: 'shipped',
        carrier: ' Emirates Post ',
        trackingNumber: ' RR 1234-5678 AE ',
      }),
    ).toMatchObject({ carrier: 'Emirates Post', trackingNumber: 'RR12345678AE' });
  });

  it('refuses a courier that is not short text and a number with symbols or too long', () => {
    const bad = (body: object) => {
      const r = updateOrderStatusSchema.safeParse({ orderid: 'a', status: 'shipped', ...body });
      return r.success ? [] : r.error.issues.map((i) => String(i.path[0]));
    };
    expect(bad({ carrier: 'x'.repeat(41) })).toEqual(['carrier']);
    expect(bad({ carrier: 7 })).toEqual(['carrier']);
    expect(bad({ trackingNumber: 'AB#12' })).toEqual(['trackingNumber']);
    expect(bad({ trackingNumber: 'A'.repeat(41) })).toEqual(['trackingNumber']);
    expect(bad({ trackingNumber: 42 })).toEqual(['trackingNumber']);
  });
});
