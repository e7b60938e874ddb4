import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A unique, valid registration body; tests override what they assert on. */
export function newShopper(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    fullname: `Test Shopper ${counter}`,
    email: `shopper${counter}.${process.pid}@example.ae`,
    password: 'secret123',
    ...overrides,
  };
}

export async function registerShopper(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const body = newShopper(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const { token, user } = res.json<{ token: string; user: { _id: string } }>();
  return { ...body, token, user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
