import {
  adminProductsQuerySchema,
  productDeleteSchema,
  productFormSchema,
  productImageRemovalSchema,
  productTargetSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/validation';
import * as admin from './admin-product-service';

/** The back office's product calls (admin spec section 7), all behind an admin token. */
export async function adminProductRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };

  app.get('/api/admin/products', guard, async (request) => {
    const query = parseInput(adminProductsQuerySchema, request.query);
    return { success: true, ...(await admin.listProducts(app, query)) };
  });

  app.get<{ Params: { id: string } }>('/api/admin/products/:id', guard, async (request) => ({
    success: true,
    product: await admin.getProduct(app, request.params.id),
  }));

  app.post('/api/admin/products/addProduct', guard, async (request, reply) => {
    const input = parseInput(productFormSchema, request.body);
    const product = await admin.addProduct(app, input);
    return reply.code(201).send({ success: true, message: 'Product added successfully!', product });
  });

  app.put('/api/admin/products/update-product', guard, async (request) => {
    const ref = parseInput(productTargetSchema, request.body);
    const input = parseInput(productFormSchema, request.body);
    const product = await admin.updateProduct(app, ref, input);
    return { success: true, message: 'Product updated successfully!', product };
  });

  app.delete('/api/admin/products/delete-product', guard, async (request) => {
    const { productId } = parseInput(productDeleteSchema, request.body);
    await admin.deleteProduct(app, productId);
    return { success: true, message: 'Product deleted successfully' };
  });

  app.put('/api/admin/products/updateImage', guard, async (request) => {
    const input = parseInput(productImageRemovalSchema, request.body);
    const product = await admin.removeImage(app, input);
    return { success: true, message: 'Image removed successfully', product };
  });
}
