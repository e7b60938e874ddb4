import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refusal, type AppError } from './errors';

/**
 * What the multipart parser (busboy) says of a form it cannot read: a Content-Type without a
 * boundary, a body that never shows the boundary it names, or a part cut off before its end.
 * Busboy gives these as plain errors told apart only by their words.
 */
const PARSER_COMPLAINTS: readonly RegExp[] = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

/** A boundary as RFC 2046 allows it: 1 to 70 characters, quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

const brokenForm = () => refusal('validation', 'BAD_FORM');

/**
 * A form the parser could not read is the client's fault: one 400 whichever route read it (the
 * route has already undone what it stored). Anything else is left as it is.
 */
export function brokenFormError(err: unknown): AppError | undefined {
  if (!(err instanceof Error) || (err as { statusCode?: unknown }).statusCode !== undefined) {
    return undefined;
  }
  if (!PARSER_COMPLAINTS.some((complaint) => complaint.test(err.message))) return undefined;
  return brokenForm();
}

/**
 * Multipart bodies are only read by routes that ask (image uploads, the catalogue import), as
 * streams. These are the defaults (one image, as an offer sends); the product upload and the
 * import pass their own limits. A form without a boundary, or with one the parser would take as
 * none (empty, which reads as a form with no parts), answers 400 before any route reads it; a form
 * the parser fails on later answers 400 too (brokenFormError, which the error handler applies).
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart() && !BOUNDARY.test(request.headers['content-type'] ?? '')) {
      throw brokenForm();
    }
  });
});
