import {
  PRODUCT_IMPORT_MAX_BYTES,
  orderExportQuerySchema,
  productExportQuerySchema,
  storeDate,
} from '@store/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { parseInput } from '#platform/validation';
import { orderCsvStream } from './order-export';
import { productCsvStream } from './product-export';
import { ImportRefused, importProducts } from './product-import';
import type { ImportExportDeps } from './import-export-deps';

/** A CSV download named after what it holds and the store's day. */
function sendCsv(reply: FastifyReply, name: string, now: Date, csv: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${storeDate(now)}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** The catalogue's CSV import and export and the orders export (decision 48), admin only. */
export async function importExportRoutes(app: FastifyInstance) {
  const deps: ImportExportDeps = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    mediaStorage: app.mediaStorage,
    log: app.log,
    imageKeysShown: app.imageKeysShown,
    catalogChanged: () => app.catalogChanged(),
  };
  const guard = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/products/export',
    {
      ...guard,
      config: {
        permission: 'products:export',
        openapi: {
          summary: 'The catalogue as CSV, one row per variant (the shape import takes), streamed',
          query: productExportQuerySchema,
          response: 'text/csv',
        },
      },
    },
    async (request, reply) => {
      parseInput(productExportQuerySchema, request.query);
      return sendCsv(reply, 'products', app.clock.now(), productCsvStream(deps));
    },
  );

  app.post(
    '/api/admin/products/import',
    {
      ...guard,
      config: {
        permission: 'products:import',
        largeBody: true,
        openapi: {
          summary: `Import products from CSV (the export's shape, at most ${PRODUCT_IMPORT_MAX_BYTES / (1024 * 1024)} MB): all rows or none`,
          description:
            'Products match by productid (blank: a new product), variants by SKU. A file with any bad row writes nothing and answers 400 with errors: [{line, field, message}].',
          multipart: { files: ['file'], fields: [] },
          response: '{success, message, created, updated, unchanged, rows}',
        },
      },
    },
    async (request, reply) => {
      try {
        const counts = await importProducts(deps, request);
        return { success: true, message: 'Products imported', ...counts };
      } catch (err) {
        // The rest of a refused upload is never read: closing stops the client sending it.
        reply.header('connection', 'close');
        if (!(err instanceof ImportRefused)) throw err;
        return reply.code(400).send({
          success: false,
          error: err.message,
          code: 'IMPORT_INVALID',
          errors: err.errors,
        });
      }
    },
  );

  app.get(
    '/api/admin/orders/export',
    {
      ...guard,
      config: {
        permission: 'orders:export',
        openapi: {
          summary: "Manage Orders' orders for the same search and filters, as CSV, newest first",
          query: orderExportQuerySchema,
          response: 'text/csv',
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(orderExportQuerySchema, request.query);
      return sendCsv(reply, 'orders', app.clock.now(), orderCsvStream(deps, { ...query, page: 1 }));
    },
  );
}
