import {
  adminProductsQuerySchema,
  lowStockQuerySchema,
  productDeleteSchema,
  productFormSchema,
  productImageRemovalSchema,
  productStockBaseSchema,
  productTargetSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/validation';
import * as admin from './admin-product-service';

/** The back office's product calls (admin spec section 7), all behind an admin token. */
export async function adminProductRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/products',
    {
      ...guard,
      config: {
        openapi: {
          summary: 'Products for Manage Product, newest first, searched and paged',
          query: adminProductsQuerySchema,
          response: '{success, products, total, page, limit}',
        },
      },
    },
    async (request) => {
      const query = parseInput(adminProductsQuerySchema, request.query);
      return { success: true, ...(await admin.listProducts(app, query)) };
    },
  );

  app.get(
    '/api/admin/products/low-stock',
    {
      ...guard,
      config: {
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
      return { success: true, ...(await admin.lowStock(app, query)) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/admin/products/:id',
    {
      ...guard,
      config: {
        openapi: {
          summary: 'One product by _id or product id, for the view and edit screens',
          response: '{success, product}',
        },
      },
    },
    async (request) => ({
      success: true,
      product: await admin.getProduct(app, request.params.id),
    }),
  );

  app.post(
    '/api/admin/products/addProduct',
    {
      ...guard,
      config: {
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
      const product = await admin.addProduct(app, input, request);
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
      const product = await admin.updateProduct(app, ref, input, request, stockWas);
      return { success: true, message: 'Product updated successfully!', product };
    },
  );

  app.delete(
    '/api/admin/products/delete-product',
    {
      ...guard,
      config: {
        openapi: {
          summary: 'Delete a product; carts and wishlists lose it, past orders keep it',
          body: productDeleteSchema,
          response: '{success, message}',
        },
      },
    },
    async (request) => {
      const { productId } = parseInput(productDeleteSchema, request.body);
      await admin.deleteProduct(app, productId, request);
      return { success: true, message: 'Product deleted successfully' };
    },
  );

  app.put(
    '/api/admin/products/updateImage',
    {
      ...guard,
      config: {
        openapi: {
          summary: 'Remove one image of a colour (the colour goes with its last image)',
          body: productImageRemovalSchema,
          response: '{success, message, product}',
        },
      },
    },
    async (request) => {
      const input = parseInput(productImageRemovalSchema, request.body);
      const product = await admin.removeImage(app, input, request);
      return { success: true, message: 'Image removed successfully', product };
    },
  );
}
