import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';

describe('GET /api/config', () => {
  it.each([false, true])(
    'says whether the prices the owner enters include VAT (PRICES_INCLUDE_VAT=%s)',
    async (includeVat) => {
      const app = await buildTestApp({
        store: {
          legalName: 'Souq Style Trading LLC',
          trn: undefined,
          address: 'Sheikh Zayed Road, Dubai',
          pricesIncludeVat: includeVat,
        },
      });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/config' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: true, prices: { includeVat } });
      } finally {
        await app.close();
      }
    },
  );
});
