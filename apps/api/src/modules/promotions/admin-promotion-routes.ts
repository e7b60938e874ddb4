import {
  promotionCodesSchema,
  promotionFormSchema,
  promotionIdSchema,
  promotionListQuerySchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { batchCodesCsv } from './promotion-codes';
import {
  batchOf,
  createPromotion,
  deletePromotion,
  duplicatePromotion,
  generateCodes,
  getAdminPromotion,
  listAdminPromotions,
  setPaused,
  updatePromotion,
} from './promotion-service';
import type { PromotionDeps } from './promotion-deps';

const ONE = '{success, promotion}';

/** The console's Promotions (admin only): list, read, create, edit, pause, copy, codes, delete. */
export async function adminPromotionRoutes(app: FastifyInstance) {
  const admin = { preHandler: app.requireAdmin };
  const deps: PromotionDeps = {
    db: app.db,
    clock: app.clock,
    catalogChanged: () => app.catalogChanged(),
  };
  const base = '/api/admin/promotions';
  const idOf = (params: unknown) => parseInput(promotionIdSchema, params).id;

  app.get(
    base,
    {
      ...admin,
      config: {
        permission: 'promotions:read',
        openapi: {
          summary: 'Promotions, newest first, with status, uses, discount given and sales',
          query: promotionListQuerySchema,
          response: '{success, promotions, total, page, limit}',
        },
      },
    },
    async (request) => {
      const { page, limit } = parseInput(promotionListQuerySchema, request.query);
      return { success: true, ...(await listAdminPromotions(deps, page, limit)) };
    },
  );

  app.get(
    `${base}/:id`,
    {
      ...admin,
      config: {
        permission: 'promotions:read',
        openapi: { summary: 'One promotion', params: promotionIdSchema, response: ONE },
      },
    },
    async (request) => ({
      success: true,
      promotion: await getAdminPromotion(deps, idOf(request.params)),
    }),
  );

  app.post(
    base,
    {
      ...admin,
      config: {
        permission: 'promotions:write',
        openapi: {
          summary: 'Create a promotion (a batch gets its first codes)',
          body: promotionFormSchema,
          status: 201,
          response: ONE,
        },
      },
    },
    async (request, reply) => {
      const form = parseInput(promotionFormSchema, request.body);
      const promotion = await createPromotion(deps, form, request);
      return reply.code(201).send({ success: true, promotion });
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...admin,
      config: {
        permission: 'promotions:write',
        openapi: {
          summary: 'Edit a promotion (its kind stays)',
          params: promotionIdSchema,
          body: promotionFormSchema,
          response: ONE,
        },
      },
    },
    async (request) => {
      const id = idOf(request.params);
      const form = parseInput(promotionFormSchema, request.body);
      return { success: true, promotion: await updatePromotion(deps, id, form, request) };
    },
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `${base}/:id/${action}`,
      {
        ...admin,
        config: {
          permission: 'promotions:write',
          openapi: {
            summary: paused ? 'Pause a promotion' : 'Resume a paused promotion',
            params: promotionIdSchema,
            response: ONE,
          },
        },
      },
      async (request) => ({
        success: true,
        promotion: await setPaused(deps, idOf(request.params), paused, request),
      }),
    );
  }

  app.post(
    `${base}/:id/duplicate`,
    {
      ...admin,
      config: {
        permission: 'promotions:write',
        openapi: {
          summary: 'A paused copy of a promotion, without its code',
          params: promotionIdSchema,
          status: 201,
          response: ONE,
        },
      },
    },
    async (request, reply) => {
      const promotion = await duplicatePromotion(deps, idOf(request.params), request);
      return reply.code(201).send({ success: true, promotion });
    },
  );

  app.post(
    `${base}/:id/codes`,
    {
      ...admin,
      config: {
        permission: 'promotions:write',
        openapi: {
          summary: "Generate more of a batch promotion's single-use codes",
          params: promotionIdSchema,
          body: promotionCodesSchema,
          response: ONE,
        },
      },
    },
    async (request) => {
      const id = idOf(request.params);
      const { count } = parseInput(promotionCodesSchema, request.body);
      return { success: true, promotion: await generateCodes(deps, id, count, request) };
    },
  );

  app.get(
    `${base}/:id/codes.csv`,
    {
      ...admin,
      config: {
        permission: 'promotions:read',
        openapi: {
          summary: "A batch promotion's codes as CSV: code, used, order id",
          params: promotionIdSchema,
          response: 'text/csv',
        },
      },
    },
    async (request, reply) => {
      const promotion = await batchOf(app.db, idOf(request.params));
      return reply
        .header(
          'content-disposition',
          `attachment; filename="codes-${promotion.batchPrefix ?? 'batch'}.csv"`,
        )
        .type('text/csv; charset=utf-8')
        .send(await batchCodesCsv(app.db, promotion.id));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...admin,
      config: {
        permission: 'promotions:write',
        openapi: {
          summary: 'Delete a promotion no order has used',
          params: promotionIdSchema,
          response: '{success, id}',
        },
      },
    },
    async (request) => {
      const id = idOf(request.params);
      await deletePromotion(deps, id, request);
      return { success: true, id };
    },
  );
}
