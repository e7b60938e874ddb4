import type { FastifyInstance } from 'fastify';

/** What the browser needs to know about this store's setup; secrets never appear here. */
export async function storeConfigRoutes(app: FastifyInstance) {
  app.get('/api/config', async () => ({
    success: true,
    googleClientId: app.config.google?.clientId ?? null,
  }));
}
