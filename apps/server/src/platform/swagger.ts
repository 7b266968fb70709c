import { API_DOCS_PATH } from '@manabiya/domain/endpoints/api-docs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, TOTAL_COUNT_HEADER } from '@manabiya/domain/endpoints/define-endpoint';
import { FORM_PARTS_KEY } from './endpoint-route.ts';
import { REPLAYED_HEADER } from './idempotency.ts';
import type { FastifyInstance } from 'fastify';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Zod schemas to JSON Schema, and a multipart body's parts (declared by the endpoint, never used to
 * validate: its handler reads the parts) shown as the request body, so a generated client and Swagger
 * UI can send the form.
 */
function documentFormParts(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { [FORM_PARTS_KEY]: parts, ...schema } = (input.schema ?? {}) as Record<string, unknown>;
  const transformed = parts ? jsonSchemaTransform({ ...input, schema: { ...schema, body: parts } }) : jsonSchemaTransform(input);
  const withKey = input.route.config?.idempotent ? withIdempotencyKey(transformed) : transformed;
  return input.route.config?.totalCountHeader ? withTotalCount(withKey) : withKey;
}

/** The `X-Total-Count` response header of a list answered as an array a page at a time (platform/endpoint-route.ts). */
function withTotalCount(transformed: ReturnType<typeof jsonSchemaTransform>): ReturnType<typeof jsonSchemaTransform> {
  const schema = transformed.schema as { response?: Record<string, Record<string, unknown>> };
  const success = schema.response?.['200'];
  if (!success) return transformed;
  const header = { type: 'integer', minimum: 0, description: 'How many rows the whole list has (the answer is the page chosen by `page` and `page_size`).' };
  return { ...transformed, schema: { ...schema, response: { ...schema.response, 200: { ...success, headers: { [TOTAL_COUNT_HEADER]: header } } } } };
}

/** The `Idempotency-Key` request header of a create (platform/idempotency.ts), for the document only. */
function withIdempotencyKey(transformed: ReturnType<typeof jsonSchemaTransform>): ReturnType<typeof jsonSchemaTransform> {
  const schema = transformed.schema as Record<string, unknown>;
  const headers = (schema.headers ?? { type: 'object', properties: {} }) as { type: string; properties: Record<string, unknown> };
  const header = {
    type: 'string',
    minLength: 1,
    maxLength: 255,
    pattern: '^[\\x21-\\x7e]+$',
    description:
      'Optional; one per attempt (the web sends a fresh one per submit). A repeat with the same key by the same account within 24 h ' +
      `answers the first success again, with \`${REPLAYED_HEADER}: true\`, without creating twice; a repeat while the first runs waits ` +
      'for it (409 after 30 s); the same key with another body answers 422. See docs/decisions/029-idempotent-creates.md.',
  };
  return {
    ...transformed,
    schema: { ...schema, headers: { ...headers, properties: { ...headers.properties, [IDEMPOTENCY_KEY_HEADER]: header } } },
  };
}

export async function registerApiDocs(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${productName} API`, version: '0.1.0', description: 'Admin, company and student portals over one API.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' },
        },
      },
      security: [{ bearer: [] }, { cookie: [] }],
    },
    transform: documentFormParts,
  });
  // The document and its UI are public: the API they describe still asks for a session.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await docs.register(swaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
  });
}
