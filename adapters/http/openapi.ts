import { z } from 'zod';
import { engineVersion } from '../../lib/version';
import { queryRequestSchema, queryResponseSchema, validateRequestSchema, validateResponseSchema } from './schemas';

const errorHeaders = {
  'X-Request-Id': { description: 'Identifies the request in the service logs', schema: { type: 'string' } },
  'X-Error-Reason': { description: 'Which field and why (never the value sent)', schema: { type: 'string' } },
};

function refusal(description: string, retry = false): Record<string, unknown> {
  return {
    description: `${description}. No body.`,
    headers: retry ? { ...errorHeaders, 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } : errorHeaders,
  };
}

function json(schema: z.ZodType): Record<string, unknown> {
  return { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) } };
}

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate requests, so the
 * published contract and the enforced one cannot drift. `npm run openapi` writes docs/openapi.yaml.
 */
export function buildOpenApiDocument(): Record<string, unknown> {
  const common = {
    '400': refusal('Invalid request: X-Error-Reason names the field and the rule'),
    '401': refusal('Missing or invalid SERVICE_KEY, or client address not in the allowlist'),
    '413': refusal('Body larger than CLINVAL_MAX_BODY'),
    '415': refusal('Content-Type is not application/json'),
    '500': refusal('Unexpected error (never a stack trace)'),
    '503': refusal('Overloaded, shutting down, or the store is unavailable', true),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'clinval clinical claim validation service',
      version: '2.0.3',
      description: `Implements service specification 2.0.3 with the decisions of design.md. Engine ${engineVersion}.`,
    },
    servers: [{ url: '{base_url}', variables: { base_url: { default: 'http://127.0.0.1:8080/v2' } } }],
    security: [{ serviceKey: [] }],
    components: { securitySchemes: { serviceKey: { type: 'apiKey', in: 'header', name: 'SERVICE_KEY' } } },
    paths: {
      '/validate': {
        post: {
          operationId: 'validate',
          summary: 'Analyse a discharge summary and clinically validate the claim diagnoses',
          requestBody: { required: true, content: json(validateRequestSchema) },
          responses: { '200': { description: 'Validated; the analysis is stored durably', content: json(validateResponseSchema) }, ...common },
        },
      },
      '/query': {
        post: {
          operationId: 'query',
          summary: 'Retrieve analysed claims: filters combine with AND, newest analysis first',
          requestBody: { required: false, content: json(queryRequestSchema) },
          responses: {
            '200': { description: 'Matching claims (an empty array when none match and no claim_id was given)', content: json(queryResponseSchema) },
            '404': refusal('claim_id given and unknown'),
            ...common,
          },
        },
      },
      '/health': {
        get: {
          operationId: 'health',
          summary: 'Liveness for load balancers: no key, no body',
          security: [],
          responses: { '200': { description: 'Serving' }, '503': refusal('Store unavailable or shutting down', true) },
        },
      },
    },
  };
}

/** A small YAML emitter for the plain JSON data of the document (no anchors, no tags). */
export function toYaml(value: unknown, indent = 0): string {
  const pad = '  '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value.map((item) => `\n${pad}- ${toYaml(item, indent + 1).replace(/^\n\s*/, '')}`).join('');
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return entries
      .map(([k, v]) => {
        const rendered = toYaml(v, indent + 1);
        const key = /^[A-Za-z0-9_$/.-]+$/.test(k) && !/^\d/.test(k) ? k : JSON.stringify(k);
        return rendered.startsWith('\n') ? `\n${pad}${key}:${rendered}` : `\n${pad}${key}: ${rendered}`;
      })
      .join('');
  }
  return JSON.stringify(value);
}
