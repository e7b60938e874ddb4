import { staffRoleParamsSchema, staffRoleSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { customRoles, deleteCustomRole, saveCustomRole } from './staff-roles';

/** The owner's custom roles. */
export async function staffRoleRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/staff/roles',
    {
      ...guard,
      config: {
        permission: 'staff:read',
        openapi: {
          summary: 'The custom roles',
          response: '{success, roles: [{id, name, permissions}]}',
        },
      },
    },
    async () => ({ success: true, roles: await customRoles(app.db) }),
  );

  app.post(
    '/api/admin/staff/roles',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Make a custom role from the permission list (only permissions the maker holds)',
          body: staffRoleSchema,
          status: 201,
          response: '{success, role: {id, name, permissions}}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(staffRoleSchema, request.body);
      const role = await saveCustomRole(app.db, request, input);
      return reply.status(201).send({ success: true, role });
    },
  );

  app.put(
    '/api/admin/staff/roles/:id',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Change a custom role (its members hold the new list at their next call)',
          params: staffRoleParamsSchema,
          body: staffRoleSchema,
          response: '{success, role: {id, name, permissions}}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffRoleParamsSchema, request.params);
      const input = parseInput(staffRoleSchema, request.body);
      return { success: true, role: await saveCustomRole(app.db, request, input, id) };
    },
  );

  app.delete(
    '/api/admin/staff/roles/:id',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Delete a custom role nobody has (409 ROLE_IN_USE otherwise)',
          params: staffRoleParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffRoleParamsSchema, request.params);
      await deleteCustomRole(app.db, request, id);
      return { success: true };
    },
  );
}
