import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '#db/connection-errors';
import { AppError, ERROR_STATUS, SERVER_ERROR_MESSAGE, databaseUnavailable } from './errors';
import { requestLanguage } from './language/request-language';
import { markAnsweredByKey, messageByKey } from './language/translate';
import { brokenFormError } from './multipart';
import { isStorageFull, storageFull } from './storage/storage-errors';

interface ErrorBody {
  success: false;
  error: string;
  code?: string;
  fields?: Record<string, string>;
}

/** A body of a type the route does not read (multipart answers 406 of its own): one 415. */
const MEDIA_TYPE_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the files as multipart/form-data',
};

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
  const mediaType = MEDIA_TYPE_ERRORS[err.code ?? ''];
  if (mediaType) {
    return {
      status: 415,
      body: { success: false, error: mediaType, code: 'UNSUPPORTED_MEDIA_TYPE' },
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
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    let err = thrown;
    // Whatever was being written (an upload, a media file, a database row), a full disk is
    // an operator's problem to tell the client plainly, not an unexplained 500.
    if (!(err instanceof AppError) && isStorageFull(err)) {
      request.log.error({ err }, 'storage is full');
      err = storageFull();
    }
    // A multipart form the parser could not read (no boundary, cut off): the client's 400.
    err = brokenFormError(err) ?? err;
    // Not a bug but the database away: a 503 the shopper may retry, logged as a warning.
    if (!(err instanceof AppError) && isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      const unavailable = databaseUnavailable();
      const body: ErrorBody = { success: false, error: unavailable.message };
      if (unavailable.code) body.code = unavailable.code;
      return reply.status(unavailable.status).send(body);
    }
    if (err instanceof AppError) {
      const body: ErrorBody = { success: false, error: err.message };
      // The API's answers are in the request's language (the language plugin); other paths' are English.
      if (err.key !== undefined && request.url.startsWith('/api/')) {
        body.error = messageByKey(err.key, err.params, requestLanguage(request.headers));
        markAnsweredByKey(request);
      }
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

/**
 * Errors the router raises before any route or error handler runs: a path that does not decode
 * (400) and a path parameter over the router's length limit (414). Same body as every failure.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = tooLong
    ? { success: false, error: 'The address is too long', code: 'URI_TOO_LONG' }
    : { success: false, error: 'The address is not valid', code: 'BAD_URL' };
  return reply.status(tooLong ? 414 : 400).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; error: string; code: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    error: 'The request headers or address are too large',
    code: 'HEADERS_TOO_LARGE',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'The request took too long', code: 'TIMEOUT' },
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL too large,
 * malformed requests, timeouts) gets the store's error body too, then the connection closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = CLIENT_ERRORS[err.code ?? ''] ?? {
    status: 400,
    error: 'The request is not valid HTTP',
    code: 'BAD_REQUEST',
  };
  const body = JSON.stringify({ success: false, error: known.error, code: known.code });
  socket.end(
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
