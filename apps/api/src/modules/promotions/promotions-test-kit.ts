import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { adminToken } from '#test/admin-token';
import type { AdminPromotion } from '@store/domain/contract';

/** A valid promotion form: a code sale of 20 % off, as the console sends it. */
export function promotionBody(overrides: Record<string, unknown> = {}) {
  return {
    nameEn: 'Ramadan',
    nameAr: 'رمضان',
    kind: 'code',
    code: `ram${Math.random().toString(36).slice(2, 10)}`,
    startsAt: '2020-01-01T00:00:00Z',
    reward: { kind: 'order_percent', percent: 20, maxDiscount: 50 },
    ...overrides,
  };
}

/** A code no other test uses, as an owner would type one. */
export const uniqueCode = (prefix = 'T') =>
  `${prefix}${Math.random().toString(36).slice(2, 10)}`.toUpperCase();

/** The console's promotion calls with an admin token, and a shopper putting a code on the bag. */
export function promotionsKit(app: FastifyInstance) {
  let token: Promise<string> | undefined;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    lang?: string,
  ) =>
    app.inject({
      method,
      url: `/api/admin/promotions${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: {
        authorization: `Bearer ${await (token ??= adminToken(app))}`,
        ...(lang ? { 'accept-language': lang } : {}),
      },
    });
  /** POST /api/cart/code: the shopper types `typed` into the bag. */
  const tryCode = (shopperToken: string, typed: string, lang?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/code',
      headers: {
        authorization: `Bearer ${shopperToken}`,
        ...(lang ? { 'accept-language': lang } : {}),
      },
      payload: { code: typed },
    });
  return {
    call,
    tryCode,
    /** Creates a promotion and answers it. */
    async create(overrides: Record<string, unknown> = {}): Promise<AdminPromotion> {
      const res = await call('POST', '', promotionBody(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ promotion: AdminPromotion }>().promotion;
    },
  };
}
