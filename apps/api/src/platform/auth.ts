import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { resolveJwtSecret } from './secrets';
import { sessionVersionOf } from './sessions';
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
  }
}

/**
 * The signed-in account's id, on a route whose `preHandler` is `requireCustomer` (or
 * `requireAdmin`); a route without one is a programming error, not the caller's.
 */
export function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
}

const AUTH_REQUIRED = 'Authentication required.';
const FORBIDDEN = 'Access forbidden. You do not have permission.';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('unauthenticated', AUTH_REQUIRED, 'UNAUTHENTICATED');
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

  const authenticate = async (request: FastifyRequest, role: Role) => {
    const claims = await app.tokens.verify(bearerToken(request));
    if (claims.role !== role) throw new AppError('forbidden', FORBIDDEN, 'FORBIDDEN');
    const current = await sessionVersion(claims);
    if (current === undefined) throw unauthorized();
    if (current !== claims.sessionVersion) throw sessionEnded();
    request.auth = claims;
  };
  const requireRole = (role: Role) => async (request: FastifyRequest) =>
    authenticate(request, role);
  app.decorate('requireCustomer', requireRole('customer'));
  app.decorate('requireAdmin', requireRole('admin'));
  app.decorate('optionalCustomer', async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await authenticate(request, 'customer');
  });
});
