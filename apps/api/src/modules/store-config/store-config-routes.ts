import type { FastifyInstance } from 'fastify';

/** What the browser needs to know about this store's setup; secrets never appear here. */
export async function storeConfigRoutes(app: FastifyInstance) {
  app.get(
    '/api/config',
    {
      config: {
        openapi: {
          summary: "What the browser needs to know about this store's setup",
          response: '{success, googleClientId}: null when Google sign-in is off',
        },
      },
    },
    async () => ({
      success: true,
      googleClientId: app.config.google?.clientId ?? null,
    }),
  );
}
