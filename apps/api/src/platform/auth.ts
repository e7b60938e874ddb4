import {
  allows,
  isBuiltInRole,
  permissionsOfRole,
  type Permission,
  type RoutePermission,
  type StaffRoleKey,
} from '@store/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusal } from './errors';
import { resolveJwtSecret } from './secrets';
import { adminStandingOf, sessionVersionOf, type AdminStanding } from './sessions';
import {
  createTokens,
  sessionEnded,
  unauthorized,
  type Role,
  type TokenClaims,
  type Tokens,
} from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** The key tokens are signed with; reset codes are hashed with it too. */
    jwtSecret: string;
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A shopper's token when one is sent (checked like requireCustomer), a guest otherwise. */
    optionalCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireCustomer / requireAdmin; null on routes without them. */
    auth: TokenClaims | null;
    /** Set by requireAdmin: the member's role and permissions as the database has them now. */
    staff: StaffMember | null;
  }
}

/** The signed-in member of a back-office call. */
export interface StaffMember {
  adminId: string;
  role: StaffRoleKey;
  permissions: Permission[];
  /** The name the member set, else their username. */
  name: string;
  /** The token's device, when it names one. */
  sessionId: string | undefined;
}

/** The guard's refusal: the member's role lacks the permission the call declares. */
export const permissionDenied = (permission: string) =>
  refusal('forbidden', 'PERMISSION_DENIED', { params: { permission } });

/**
 * The same check as the guard, inside a handler whose one call does different things (an order
 * shipped or cancelled), once the input says which: before anything is changed.
 */
export function demandPermission(request: FastifyRequest, permission: RoutePermission): void {
  if (!request.staff) throw new Error('route is missing its requireAdmin preHandler');
  if (!allows(request.staff.permissions, permission)) throw permissionDenied(permission);
}

/** The member of a back-office call; a route without requireAdmin is a programming error. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staff) throw new Error('route is missing its requireAdmin preHandler');
  return request.staff;
}

function memberOf(adminId: string, standing: AdminStanding, sessionId?: string): StaffMember {
  const role: StaffRoleKey = isBuiltInRole(standing.role) ? standing.role : 'custom';
  // An unknown role key (never written: a check constraint lists them) holds nothing.
  const known = isBuiltInRole(standing.role) || standing.role === 'custom';
  return {
    adminId,
    role,
    permissions: known ? permissionsOfRole(role, standing.customPermissions ?? []) : [],
    name: standing.name,
    sessionId,
  };
}

/**
 * The signed-in account's id, on a route whose `preHandler` is `requireCustomer` (or
 * `requireAdmin`); a route without one is a programming error, not the caller's.
 */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw refusal('unauthenticated', 'UNAUTHENTICATED');
  return match[1];
}

/**
 * Tokens and the role guards routes put in their `preHandler`. Besides the signature, role and
 * expiry, every guarded call checks the account: gone means 401, and a token signed before the
 * account's last password change (an older session version) means 401 TokenExpired. That covers
 * shoppers and admins alike, and every route added later that uses these guards.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
  const sessionVersion = ({ role, userId }: { role: Role; userId: string }) =>
    sessionVersionOf(app.db, role, userId);
  app.decorate('jwtSecret', secret);
  app.decorate('tokens', createTokens(secret, sessionVersion));
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);

  const authenticate = async (request: FastifyRequest, role: Role) => {
    const claims = await app.tokens.verify(bearerToken(request));
    if (claims.role !== role) throw refusal('forbidden', 'FORBIDDEN');
    const current = await sessionVersion(claims);
    if (current === undefined) throw unauthorized();
    if (current !== claims.sessionVersion) throw sessionEnded();
    request.auth = claims;
  };
  app.decorate('requireCustomer', async (request: FastifyRequest) =>
    authenticate(request, 'customer'),
  );
  // The one guard of the back office: the token, the member as the database has them now (their
  // status, role and device), then the permission the route declares in its options.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const claims = await app.tokens.verify(bearerToken(request));
    if (claims.role !== 'admin') throw refusal('forbidden', 'FORBIDDEN');
    const standing = await adminStandingOf(app.db, claims.userId, claims.sessionId);
    if (!standing) throw unauthorized();
    if (standing.version !== claims.sessionVersion) throw sessionEnded();
    if (standing.session === 'ended') throw sessionEnded();
    if (standing.status !== 'active') {
      throw refusal('unauthenticated', 'ACCOUNT_DEACTIVATED');
    }
    request.auth = claims;
    request.staff = memberOf(claims.userId, standing, claims.sessionId);
    // A route that declares no permission is refused to everyone (the route table test names it).
    const needed = request.routeOptions.config.permission;
    if (!needed) throw permissionDenied('(none declared)');
    if (!allows(request.staff.permissions, needed)) {
      throw permissionDenied(typeof needed === 'string' ? needed : needed.join(' or '));
    }
  });
  app.decorate('optionalCustomer', async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await authenticate(request, 'customer');
  });
});
