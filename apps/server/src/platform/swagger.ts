import { API_DOCS_PATH } from '@manabiya/domain/endpoints/api-docs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import { FORM_PARTS_KEY } from './endpoint-route.ts';
import type { FastifyInstance } from 'fastify';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Zod schemas to JSON Schema, and a multipart body's parts (declared by the endpoint, never used to
 * validate: its handler reads the parts) shown as the request body, so a generated client and Swagger
 * UI can send the form.
 */
function documentFormParts(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { [FORM_PARTS_KEY]: parts, ...schema } = (input.schema ?? {}) as Record<string, unknown>;
  if (!parts) return jsonSchemaTransform(input);
  return jsonSchemaTransform({ ...input, schema: { ...schema, body: parts } });
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
