import type { PermissionDeclaration } from '@store/domain';
import type { z } from 'zod';

/**
 * What a route tells the API's OpenAPI document about itself. A route adopts it with one line in
 * its options, naming the same zod schemas its handler passes to `parseInput`:
 *
 *   app.post('/api/admin/login', { config: { openapi: { summary: 'Admin sign-in', body: adminLoginSchema } } }, ...)
 *
 * Whether it needs a shopper's or an admin's token is read from its `preHandler`
 * (`app.requireCustomer`, `app.requireAdmin`); every /api/ route must carry one of these docs
 * (openapi.test.ts fails on a route without).
 */
export interface RouteDoc {
  /** One line: what the call does, in the reader's words. */
  summary: string;
  /** Longer notes: rules the schema cannot show (who may call it, what is ignored). */
  description?: string;
  /** The group it is listed under; by default the path's first segment after /api/. */
  tag?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** A multipart upload: the form fields it reads, documented as strings and files. */
  multipart?: { files: string[]; fields: string[] };
  /** The success status when it is not 200 (201 for creation). */
  status?: number;
  /** What the success answer carries, in words (responses are not schema-checked). */
  response?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's entry in /api/openapi.json; false keeps a route out (the docs page's files). */
    openapi?: RouteDoc | false;
    /**
     * What a back-office route (guarded by `app.requireAdmin`) needs of the member's role: one
     * permission of `@store/domain`'s list, or 'member' for a member's calls about themselves.
     * The guard refuses a route without one (fails closed).
     */
    permission?: PermissionDeclaration;
  }
}

export type Role = 'customer' | 'admin' | 'optional-customer';

/** A route as the document sees it. */
export interface DocumentedRoute {
  method: string;
  url: string;
  doc: RouteDoc | undefined;
  /** Left out of the document on purpose (`openapi: false`). */
  hidden: boolean;
  role: Role | undefined;
  /** The permission an admin route declares in its options (undefined: none declared). */
  permission: PermissionDeclaration | undefined;
}
