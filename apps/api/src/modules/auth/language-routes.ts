import { languageSchema, type StoreLocale } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '#db/schema';
import { refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { userIdOf } from '#platform/auth';

/**
 * The account's language (decision 42), beside the original profile calls rather than in its user
 * object, so the original answers keep their shape. The storefront's language switch sets it, and
 * after signing in the shopper is taken to the pages in the language their account keeps.
 */
export async function languageRoutes(app: FastifyInstance) {
  const preHandler = app.requireCustomer;

  app.get(
    '/api/user/language',
    {
      preHandler,
      config: {
        openapi: {
          summary: "The account's language ('en' or 'ar')",
          response: '{success, language}',
        },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, userIdOf(request)));
      if (!row) throw refusal('not_found', 'account.user_not_found', { code: 'NOT_FOUND' });
      return { success: true, language: row.language as StoreLocale };
    },
  );

  app.patch(
    '/api/user/language',
    {
      preHandler,
      config: {
        openapi: {
          summary: "Set the account's language",
          description: 'The storefront calls it from its language switch when signed in.',
          body: languageSchema,
          response: '{success, language}',
        },
      },
    },
    async (request) => {
      const { language } = parseInput(languageSchema, request.body);
      const [row] = await app.db
        .update(users)
        .set({ language, updatedAt: new Date() })
        .where(eq(users.id, userIdOf(request)))
        .returning({ language: users.language });
      if (!row) throw refusal('not_found', 'account.user_not_found', { code: 'NOT_FOUND' });
      return { success: true, language: row.language as StoreLocale };
    },
  );
}
