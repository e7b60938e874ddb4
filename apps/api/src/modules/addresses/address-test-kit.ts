import type { FastifyInstance } from 'fastify';
import { bearer } from '../auth/test-users';

/** A valid address body; tests override what they assert on. */
export const homeAddress = (overrides: Record<string, unknown> = {}) => ({
  username: 'Aisha Khan',
  mobileno: '050-123 4567',
  buildingNumber: 'Tower 2, Flat 1204',
  streetName: 'Sheikh Zayed Road',
  area: 'Business Bay',
  city: 'Dubai',
  emirate: 'dubai',
  pobox: 12345,
  savedaddressas: 'home',
  ...overrides,
});

export function addressCalls(app: FastifyInstance) {
  return {
    list: (token: string) =>
      app.inject({ method: 'GET', url: '/api/checkout/Address', headers: bearer(token) }),
    add: (token: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/addAddress',
        headers: bearer(token),
        payload,
      }),
    remove: (token: string, addressid: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/address/remove',
        headers: bearer(token),
        payload: { addressid },
      }),
    makeDefault: (token: string, addressid: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/checkout/address/default',
        headers: bearer(token),
        payload: { addressid },
      }),
  };
}
