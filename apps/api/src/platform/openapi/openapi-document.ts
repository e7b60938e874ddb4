import { z } from 'zod';
import { ANSWER_SCHEMAS } from './answer-schemas';
import type { DocumentedRoute, RouteDoc } from './route-doc';

type JsonSchema = Record<string, unknown>;

/** Input side of a zod schema as JSON Schema: what a client may send, defaults and all. */
function inputSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Path and query parameters: one per property of the object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = inputSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
      ...(rest.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
}

function requestBody(doc: RouteDoc) {
  if (doc.multipart) {
    const properties: Record<string, JsonSchema> = {};
    for (const file of doc.multipart.files) {
      properties[file] = { type: 'array', items: { type: 'string', format: 'binary' } };
    }
    for (const field of doc.multipart.fields) properties[field] = { type: 'string' };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties } } },
    };
  }
  if (!doc.body) return undefined;
  return { required: true, content: { 'application/json': { schema: inputSchema(doc.body) } } };
}

/** Output side of a contract schema: what the API sends. */
function answerSchema(route: DocumentedRoute): JsonSchema {
  const schema = ANSWER_SCHEMAS[`${route.method} ${route.url}`];
  if (!schema) return { type: 'object' };
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function responses(doc: RouteDoc, route: DocumentedRoute) {
  const status = String(doc.status ?? 200);
  const out: Record<string, unknown> = {
    [status]: {
      description: doc.response ?? 'Success',
      content: { 'application/json': { schema: answerSchema(route) } },
    },
  };
  if (doc.body || doc.query || doc.params || doc.multipart) out['400'] = ERROR_RESPONSE;
  if (route.role && route.role !== 'optional-customer') {
    out['401'] = ERROR_RESPONSE;
    out['403'] = ERROR_RESPONSE;
  }
  out['429'] = ERROR_RESPONSE;
  out.default = ERROR_RESPONSE;
  return out;
}

/** '/api/admin/orders/updateStatus' -> 'admin/orders'; '/api/api/products/' -> 'products'. */
export function defaultTag(url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  if (parts[0] === 'admin' && parts[1]) return `admin/${parts[1]}`;
  if (parts[0] === 'api' && parts[1]) return parts[1];
  return parts[0] ?? 'api';
}

/** '/api/catalog/products/:id' -> '/api/catalog/products/{id}'. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const ROLE_NOTE = {
  customer: "Needs a shopper's token.",
  admin: "Needs an admin token (a shopper's token gets 403).",
  'optional-customer': "A shopper's token is optional.",
} as const;

/** The OpenAPI 3.1 document of every documented route, built from their zod schemas. */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  info: { title: string; version: string; description: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const { doc } = route;
    if (!doc) continue;
    const path = openApiPath(route.url);
    const permissionNote =
      route.role === 'admin' && route.permission
        ? route.permission === 'member'
          ? 'Any active staff member may call it.'
          : typeof route.permission === 'string'
            ? `Needs the permission \`${route.permission}\` (a member whose role lacks it gets 403).`
            : `Needs one of the permissions ${route.permission.map((p) => `\`${p}\``).join(', ')}, the one its input asks for (403 otherwise).`
        : undefined;
    const notes = [
      doc.description,
      route.role ? ROLE_NOTE[route.role] : undefined,
      permissionNote,
    ].filter((n): n is string => typeof n === 'string');
    const operation = {
      operationId: `${route.method.toLowerCase()} ${route.url}`,
      summary: doc.summary,
      ...(notes.length ? { description: notes.join('\n\n') } : {}),
      tags: [doc.tag ?? defaultTag(route.url)],
      ...(route.role === 'customer' || route.role === 'admin'
        ? {
            security: [{ bearer: [] }],
            'x-role': route.role,
            ...(route.role === 'admin' && route.permission
              ? { 'x-permission': route.permission }
              : {}),
          }
        : route.role === 'optional-customer'
          ? { security: [{}, { bearer: [] }], 'x-role': 'customer' }
          : {}),
      parameters: [...parameters(doc.params, 'path'), ...parameters(doc.query, 'query')],
      ...(requestBody(doc) ? { requestBody: requestBody(doc) } : {}),
      responses: responses(doc, route),
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Error: {
          description:
            'The failure: 400 bad input (fields names each bad field), 401 not signed in or the ' +
            'session ended (code TokenExpired), 403 not allowed, 404, 409 conflict, 413 too ' +
            'large, 429 too many requests, 5xx without internals.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['success', 'error'],
          properties: {
            success: { const: false },
            error: { type: 'string', description: 'A message to show the person.' },
            code: { type: 'string', description: 'A machine code such as VALIDATION.' },
            fields: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'The first message for each bad field of the request.',
            },
          },
        },
      },
    },
  };
}
