import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '#db/schema';
import { ensureAdmin } from '#seed/ensure-accounts';
import { bearer, registerShopper } from '../modules/auth/test-users';
import { buildTestApp } from '#test/helper';
import { ALL_CALLS, type Call } from './call-table';

type Where = 'body' | 'query' | 'params';
interface TextField {
  where: Where;
  path: Array<string | number>;
}

/** Every string in the call's request, wherever it sits (nested objects, lists). */
function textFields(call: Call): TextField[] {
  const found: TextField[] = [];
  const walk = (where: Where, value: unknown, path: Array<string | number>) => {
    if (typeof value === 'string') found.push({ where, path });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(where, v, [...path, i]));
    else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(where, v, [...path, k]);
    }
  };
  for (const where of ['body', 'query', 'params'] as const) walk(where, call[where], []);
  return found;
}

/** A copy of the call with one text field set to `value`. */
function withText(call: Call, field: TextField, value: string): Call {
  const copy = structuredClone(call);
  let target = copy[field.where] as Record<string | number, unknown>;
  for (const key of field.path.slice(0, -1)) target = target[key] as typeof target;
  target[field.path.at(-1)!] = value;
  return copy;
}

const VARIANTS: Array<[string, (original: string) => string]> = [
  ['a NUL', (original) => `${original.slice(0, 1)}\u0000${original.slice(1)}`],
  ['10,000 characters', () => 'x'.repeat(10_000)],
];

const cases = ALL_CALLS.flatMap((call) =>
  textFields(call).flatMap((field) =>
    VARIANTS.map(([variant, make]) => ({
      name: `${call.method} ${call.url} ${field.where}.${field.path.join('.')} with ${variant}`,
      call,
      field,
      make,
    })),
  ),
);

describe('every text field of every call refuses a NUL and 10,000 characters with a 4xx', () => {
  let app: FastifyInstance;
  const tokens = { none: undefined as string | undefined, customer: '', admin: '' };

  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 10_000 });
    tokens.customer = (await registerShopper(app)).token;
    await ensureAdmin(app.db, { username: 'limits-admin', password: 'limits-password' }, () => {});
    const [admin] = await app.db.select().from(admins).where(eq(admins.username, 'limits-admin'));
    tokens.admin = await app.tokens.sign({ userId: admin!.id, role: 'admin' });
  });
  afterAll(() => app.close());

  function send(call: Call) {
    const url = call.url.replace(/:(\w+)/g, (_m, name: string) =>
      encodeURIComponent(call.params?.[name] ?? ''),
    );
    const token = tokens[call.auth];
    return app.inject({
      method: call.method,
      url,
      ...(call.query ? { query: call.query } : {}),
      ...(call.body ? { payload: call.body } : {}),
      headers: token ? bearer(token) : {},
    });
  }

  it('has a line for every documented call that takes text', () => {
    const listed = new Set(ALL_CALLS.map((c) => `${c.method} ${c.url}`));
    const missing = app
      .apiRoutes()
      .filter(({ doc }) => doc && !doc.multipart && (doc.body || doc.query || doc.params))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });

  it.each(ALL_CALLS.map((call) => [`${call.method} ${call.url}`, call] as const))(
    'the valid request of %s gets past validation',
    async (_name, call) => {
      const res = await send(call);
      expect(res.statusCode).not.toBe(500);
      // Exports answer CSV; anything refused answers JSON.
      if (res.headers['content-type']?.toString().startsWith('text/csv')) return;
      expect(res.json().code).not.toBe('VALIDATION');
    },
  );

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, { call, field, make }) => {
    const original = String(
      field.path.reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown>)[key],
        call[field.where],
      ),
    );
    const res = await send(withText(call, field, make(original)));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    if (res.statusCode === 400) {
      // The 400 names the field: its top-level name carries the message.
      expect(Object.keys(body.fields ?? {})).toContain(String(field.path[0]));
    } else {
      // Only a path parameter over the router's limit is refused before its schema.
      expect({ status: res.statusCode, where: field.where }).toEqual({
        status: 414,
        where: 'params',
      });
    }
  });
});
