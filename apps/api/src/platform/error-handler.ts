import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ERROR_STATUS, SERVER_ERROR_MESSAGE } from './errors';

interface ErrorBody {
  success: false;
  error: string;
  code?: string;
  fields?: Record<string, string>;
}

/** Fastify's own errors that carry a status worth showing as-is (bad JSON, too large, ...). */
function fromFastifyError(err: FastifyError): { status: number; body: ErrorBody } | null {
  const status = err.statusCode ?? 500;
  if (status === 429) {
    return {
      status,
      body: {
        success: false,
        error: 'Too many requests. Please try again later.',
        code: 'RATE_LIMITED',
      },
    };
  }
  if (status === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return {
      status: 413,
      body: { success: false, error: 'Request body is too large', code: 'TOO_LARGE' },
    };
  }
  if (status >= 400 && status < 500) {
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.name === 'SyntaxError'
        ? 'Request body is not valid JSON'
        : err.message;
    return { status, body: { success: false, error: message, code: err.code ?? 'BAD_REQUEST' } };
  }
  return null;
}

/** One error handler: known failures keep their message, anything else is a 5xx without internals. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { success: false, error: err.message };
      if (err.code) body.code = err.code;
      if (err.fields) body.fields = err.fields;
      if (err.status >= 500) request.log.error({ err }, 'request failed');
      return reply.status(err.status).send(body);
    }
    const known = fromFastifyError(err as FastifyError);
    if (known) return reply.status(known.status).send(known.body);
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(ERROR_STATUS.internal)
      .send({ success: false, error: SERVER_ERROR_MESSAGE, code: 'INTERNAL' } satisfies ErrorBody);
  });
});
