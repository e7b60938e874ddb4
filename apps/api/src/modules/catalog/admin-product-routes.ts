import {
  adminProductsQuerySchema,
  bulkDeleteSchema,
  bulkDiscountSchema,
  bulkPriceSchema,
  lowStockQuerySchema,
  productDeleteSchema,
  productFormSchema,
  productImageRemovalSchema,
  productStockBaseSchema,
  productTargetSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import * as reads from './admin-product-reads';
import * as admin from './admin-product-service';
import * as bulk from './admin-product-bulk';
import type { CatalogDeps } from './catalog-deps';

/** The back office's product calls, all behind an admin token. */
export async function adminProductRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };
  const deps: CatalogDeps = {
    db: app.db,
    config: app.config,
    mediaStorage: app.mediaStorage,
    log: app.log,
    imageKeysShown: app.imageKeysShown,
    catalogCache: app.catalogCache,
    catalogChanged: () => app.catalogChanged(),
  };

  app.get(
    '/api/admin/products',
    {
      ...guard,
      config: {
        permission: 'products:read',
        openapi: {
          summary:
            'Products for Manage Product: searched, filtered by gender, category and stock state, sorted and paged',
          query: adminProductsQuerySchema,
          response: '{success, products, total, page, limit, categories}',
        },
      },
    },
    async (request) => {
      const query = parseInput(adminProductsQuerySchema, request.query);
      return { success: true, ...(await reads.listProducts(deps, query)) };
    },
  );

  app.get(
    '/api/admin/products/low-stock',
    {
      ...guard,
      config: {
        permission: 'products:read',
        openapi: {
          summary:
            'Variants at or under a stock threshold (default 5) across the store, lowest first',
          query: lowStockQuerySchema,
          response: '{success, items, total, page, limit}',
        },
      },
    },
    async (request) => {
      const query = parseInput(lowStockQuerySchema, request.query);
      return { success: true, ...(await reads.lowStock(deps, query)) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/admin/products/:id',
    {
      ...guard,
      config: {
        permission: 'products:read',
        openapi: {
          summary: 'One product by _id or product id, for the view and edit screens',
          response: '{success, product}',
        },
      },
    },
    async (request) => ({
      success: true,
      product: await reads.getProduct(deps, request.params.id),
    }),
  );

  app.post(
    '/api/admin/products/addProduct',
    {
      ...guard,
      config: {
        permission: 'products:write',
        openapi: {
          summary: 'Add a product; the server assigns productid and createdAt',
          body: productFormSchema,
          status: 201,
          response: '{success, message, product}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(productFormSchema, request.body);
      const product = await admin.addProduct(deps, input, request);
      return reply
        .code(201)
        .send({ success: true, message: 'Product added successfully!', product });
    },
  );

  app.put(
    '/api/admin/products/update-product',
    {
      ...guard,
      config: {
        permission: 'products:write',
        openapi: {
          summary: 'Rewrite a product named by _id or productid',
          body: productFormSchema.and(productTargetSchema).and(productStockBaseSchema),
          response: '{success, message, product}',
        },
      },
    },
    async (request) => {
      const ref = parseInput(productTargetSchema, request.body);
      const input = parseInput(productFormSchema, request.body);
      const { stockWas } = parseInput(productStockBaseSchema, request.body);
      const product = await admin.updateProduct(deps, ref, input, request, stockWas);
      return { success: true, message: 'Product updated successfully!', product };
    },
  );

  app.delete(
    '/api/admin/products/delete-product',
    {
      ...guard,
      config: {
        permission: 'products:delete',
        openapi: {
          summary: 'Delete a product; carts and wishlists lose it, past orders keep it',
          body: productDeleteSchema,
          response: '{success, message}',
        },
      },
    },
    async (request) => {
      const { productId } = parseInput(productDeleteSchema, request.body);
      await admin.deleteProduct(deps, productId, request);
      return { success: true, message: 'Product deleted successfully' };
    },
  );

  app.put(
    '/api/admin/products/updateImage',
    {
      ...guard,
      config: {
        permission: 'products:write',
        openapi: {
          summary: 'Remove one image of a colour (the colour goes with its last image)',
          body: productImageRemovalSchema,
          response: '{success, message, product}',
        },
      },
    },
    async (request) => {
      const input = parseInput(productImageRemovalSchema, request.body);
      const product = await admin.removeImage(deps, input, request);
      return { success: true, message: 'Image removed successfully', product };
    },
  );

  // Bulk actions on the rows chosen in Manage Product: each is one transaction over all the
  // named products, refused whole when any of them is unknown.
  app.post(
    '/api/admin/products/bulk-delete',
    {
      ...guard,
      config: {
        permission: 'products:delete',
        openapi: {
          summary: 'Delete up to 100 products at once',
          body: bulkDeleteSchema,
          response: '{success, message, deleted}',
        },
      },
    },
    async (request) => {
      const input = parseInput(bulkDeleteSchema, request.body);
      const deleted = await bulk.bulkDelete(deps, request, input);
      return { success: true, message: 'Products deleted successfully', deleted };
    },
  );

  app.post(
    '/api/admin/products/bulk-discount',
    {
      ...guard,
      config: {
        permission: 'prices:write',
        openapi: {
          summary: 'Set one discount (percent off the original price) on up to 100 products',
          body: bulkDiscountSchema,
          response: '{success, message, products}',
        },
      },
    },
    async (request) => {
      const input = parseInput(bulkDiscountSchema, request.body);
      const products = await bulk.bulkDiscount(deps, request, input);
      return { success: true, message: 'Products updated successfully', products };
    },
  );

  app.post(
    '/api/admin/products/bulk-price',
    {
      ...guard,
      config: {
        permission: 'prices:write',
        openapi: {
          summary: 'Change the price of up to 100 products by a percent, up or down',
          body: bulkPriceSchema,
          response: '{success, message, products}',
        },
      },
    },
    async (request) => {
      const input = parseInput(bulkPriceSchema, request.body);
      const products = await bulk.bulkPrice(deps, request, input);
      return { success: true, message: 'Products updated successfully', products };
    },
  );
}
