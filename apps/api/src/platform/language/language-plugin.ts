import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { varyOn } from '../cache-headers';
import { requestLanguage } from './request-language';
import { isAnsweredByKey, translateMessage } from './translate';

interface ErrorBody {
  success: false;
  error?: unknown;
  fields?: unknown;
  /** Row problems of a refused import: [{line, field, message}]. */
  errors?: unknown;
}

function translatedBody(
  payload: string,
  translate: (text: string) => string,
  errorInLanguage: boolean,
): string {
  let body: ErrorBody;
  try {
    body = JSON.parse(payload) as ErrorBody;
  } catch {
    return payload;
  }
  if (body === null || typeof body !== 'object' || body.success !== false) return payload;
  if (typeof body.error === 'string' && !errorInLanguage) body.error = translate(body.error);
  if (body.fields !== null && typeof body.fields === 'object') {
    const fields = body.fields as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') fields[key] = translate(value);
    }
  }
  if (Array.isArray(body.errors)) {
    for (const row of body.errors as { message?: unknown }[]) {
      if (row && typeof row.message === 'string') row.message = translate(row.message);
    }
  }
  return JSON.stringify(body);
}

/**
 * The language of API error messages (decision 40): every `{success:false}` answer is written in
 * Arabic when the request asks for it (the `lang` cookie, or Accept-Language preferring Arabic).
 * A refusal thrown by its message's key (`refusal`) is already written in that language by the
 * error handler; the rest (schema messages, a message thrown as English text, row problems) is
 * found by its English text. Successful answers carry both languages' content
 * and are the same for everyone; an error answer says it varies with Accept-Language.
 */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.url.startsWith('/api/')) return payload;
    varyOn(reply, 'Accept-Language');
    if (typeof payload !== 'string') return payload;
    const lang = requestLanguage(request.headers);
    if (lang === 'en') return payload;
    const translated = translatedBody(
      payload,
      (text) => translateMessage(text, lang),
      isAnsweredByKey(request),
    );
    // Fastify measures the body after the hooks; a length set earlier would be the English one.
    if (translated !== payload) reply.removeHeader('content-length');
    return translated;
  });
});
