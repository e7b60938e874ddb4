import type { FastifyInstance } from 'fastify';
import { bearer } from '../auth/test-users';

/** Shared by the cart test files: one call as a shopper, and a valid line body. */
export function cartCalls(app: FastifyInstance) {
  return {
    get: (token: string) =>
      app.inject({ method: 'GET', url: '/api/cart/', headers: bearer(token) }),
    post: (token: string, path: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/cart/${path}`, headers: bearer(token), payload }),
  };
}

export const line = (productid: string, quantity = 1, color = 'Navy', size = 'M') => ({
  productid,
  quantity,
  selections: { color, size },
});
