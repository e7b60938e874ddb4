import { catalogQuerySchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/validation';
import * as catalog from './catalog-service';

export async function catalogRoutes(app: FastifyInstance) {
  const base = app.config.media.baseUrl;

  app.get('/api/api/products/', async () => catalog.allProducts(app.db, base));

  app.get('/api/api/offers', async () => ({
    success: true,
    offers: await catalog.offerList(app.db, base),
  }));

  app.get('/api/catalog/products', async (request) => {
    const query = parseInput(catalogQuerySchema, request.query);
    return { success: true, ...(await catalog.productPage(app.db, query, base)) };
  });

  app.get('/api/catalog/nav', async () => ({
    success: true,
    pairs: await catalog.navigation(app.db),
  }));
}
