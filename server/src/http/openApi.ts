import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { usesZod } from './routeContract.js';
import { API_DOCUMENT_VERSION, SECURITY_SCHEMES } from '../../../contract/http.js';

/**
 * The zod provider publishes each named schema twice, as read (`XInput`) and as written (`X`); a request-side copy
 * no operation refers to (ErrorReplyInput: errors are only replies) would read as a second error schema.
 */
function withoutUnusedInputCopies<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  if (!components?.schemas) return document;
  const text = JSON.stringify(document);
  const used = (name: string) => text.includes(`"#/components/schemas/${name}"`);
  const schemas = Object.fromEntries(Object.entries(components.schemas).filter(([name]) => !name.endsWith('Input') || used(name)));
  return { ...document, components: { ...components, schemas } };
}

/** OpenAPI document built from the routes' schemas; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Insights API',
        description: [
          'Reference server of the Insights market-intelligence product.',
          'Every /api call needs a bearer access token from the identity provider at /oidc (scope access:INS); the',
          'pricing service under /common needs the bearer token, X-Client-Id and X-Api-Key together; /public is open.',
          'Every operation lists every status it can answer; errors share one body (ErrorReply).',
          'An empty query value is the same as leaving the parameter out. How to generate a client: docs/api.md.',
        ].join(' '),
        // Raised with an entry under "API document" in CHANGELOG.md whenever the document changes shape.
        version: API_DOCUMENT_VERSION,
      },
      servers: [{ url: publicUrl }],
      // Each operation states its own security (http/routeContract.ts): nothing inherits a default by accident.
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Routes built with zodRoutes() carry zod schemas from contract/; published as JSON Schema.
    transform: (input) => (input.schema && usesZod(input.schema as Record<string, unknown>) ? jsonSchemaTransform(input) : { schema: input.schema, url: input.url }),
    transformObject: (input) => withoutUnusedInputCopies(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
