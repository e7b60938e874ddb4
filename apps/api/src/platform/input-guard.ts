import { controlCharactersMessage } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

// Deeper than any request body of ours; past it the body is refused rather than walked.
const MAX_DEPTH = 32;

/** The path of the first string or key holding a NUL, or undefined when there is none. */
export function findNul(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (path.length > MAX_DEPTH) return path;
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The net under the schemas: PostgreSQL refuses a NUL in text with an error, so a NUL anywhere in
 * a request's path parameters, query or JSON body is a 400 naming the field before any handler
 * runs, even on a route whose schema forgot a field (the schemas refuse every control character).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (!path) continue;
      const message = controlCharactersMessage(path);
      throw new AppError('validation', message, 'VALIDATION', {
        [String(path[0] ?? '_form')]: message,
      });
    }
  });
});
