import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { ANSWER_SCHEMAS } from './answer-schemas';

describe('the OpenAPI document at /api/openapi.json', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  const document = async () => (await app.inject({ url: '/api/openapi.json' })).json();

  it('documents every /api/ route the app has', async () => {
    const undocumented = app
      .apiRoutes()
      .filter((r) => !r.doc && !r.hidden)
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
    const { paths } = await document();
    for (const route of app.apiRoutes().filter((r) => r.doc)) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });

  it("takes the request schemas from the routes' own zod schemas", async () => {
    const { paths } = await document();
    const address = paths['/api/checkout/addAddress'].post;
    const schema = address.requestBody.content['application/json'].schema;
    // The domain's address rules, as a client reads them.
    expect(schema.properties.streetName).toMatchObject({ type: 'string', maxLength: 100 });
    expect(schema.properties.buildingNumber.maxLength).toBe(80);
    expect(schema.properties.emirate.enum).toContain('Ras Al Khaimah');
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'mobileno', 'area']));
    expect(address.security).toEqual([{ bearer: [] }]);
    expect(address.responses['201']).toBeDefined();

    const order = paths['/api/order/addOrder'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(order.properties)).toEqual(
      expect.arrayContaining(['shippingaddress', 'orderid', 'CashOnDelivery', 'paymentDetails']),
    );
    expect(order.properties.totalprice.description).toContain('ignored');

    const listing = paths['/api/catalog/products'].get;
    expect(listing.security).toBeUndefined();
    expect(listing.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'q',
          in: 'query',
          schema: expect.objectContaining({ maxLength: 100 }),
        }),
        expect.objectContaining({ name: 'brand', in: 'query', style: 'form', explode: true }),
      ]),
    );
    const product = paths['/api/catalog/products/{id}'].get;
    expect(product.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it("takes the answers' schemas from the shared contract", async () => {
    const routes = new Set(app.apiRoutes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(ANSWER_SCHEMAS).filter((call) => !routes.has(call))).toEqual([]);
    const { paths } = await document();
    const orders = paths['/api/order'].get.responses['200'].content['application/json'].schema;
    const order = orders.properties.orders.items;
    expect(order.required).toEqual(expect.arrayContaining(['orderid', 'totalprice', 'items']));
    expect(order.additionalProperties).toBe(false);
    expect(order.properties.shippingaddress.properties.emirate).toEqual({ type: 'string' });
    const stats = paths['/api/admin/dashboard/stats'].get.responses['200'];
    expect(stats.content['application/json'].schema.properties.revenue.required).toEqual([
      'value',
      'lastMonth',
      'change',
    ]);
  });

  it('serves a page that renders it with its own script and styles only', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\//);
      expect((await app.inject({ url: source })).statusCode).toBe(200);
    }
    const script = await app.inject({ url: '/api/docs/docs.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('/api/openapi.json');
  });
});
