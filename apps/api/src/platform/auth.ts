import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { resolveJwtSecret } from './secrets';
import { createTokens, type Role, type TokenClaims, type Tokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens;
    /** The key tokens are signed with; reset codes are hashed with it too. */
    jwtSecret: string;
    requireCustomer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireCustomer / requireAdmin; null on routes without them. */
    auth: TokenClaims | null;
  }
}

const AUTH_REQUIRED = 'Authentication required.';
const FORBIDDEN = 'Access forbidden. You do not have permission.';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('unauthenticated', AUTH_REQUIRED, 'UNAUTHENTICATED');
  return match[1];
}

/** Tokens and the role guards routes put in their `preHandler`. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = await resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
  app.decorate('jwtSecret', secret);
  app.decorate('tokens', createTokens(secret));
  app.decorateRequest('auth', null);

  const requireRole = (role: Role) => async (request: FastifyRequest) => {
    const claims = await app.tokens.verify(bearerToken(request));
    if (claims.role !== role) throw new AppError('forbidden', FORBIDDEN, 'FORBIDDEN');
    request.auth = claims;
  };
  app.decorate('requireCustomer', requireRole('customer'));
  app.decorate('requireAdmin', requireRole('admin'));
});
