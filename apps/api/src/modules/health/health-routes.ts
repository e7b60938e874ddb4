import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE } from '#platform/errors';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      config: {
        openapi: {
          summary: 'Readiness for a load balancer',
          response:
            '{status: "ok"} once the database answers; 503 (code DATABASE_UNAVAILABLE) while it does not',
        },
      },
    },
    async (request, reply) => {
      const ok = await app.database.ping().catch((err: unknown) => {
        request.log.warn({ err }, 'database did not answer');
        return false;
      });
      return ok
        ? { status: 'ok', database: app.database.kind }
        : reply.status(503).send({
            status: 'unavailable',
            success: false,
            error: DATABASE_UNAVAILABLE_MESSAGE,
            code: 'DATABASE_UNAVAILABLE',
          });
    },
  );
}
