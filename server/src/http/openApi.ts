import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

function usesZod(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const { body, querystring, params, headers, response } = schema as Record<string, unknown>;
  const parts = [body, querystring, params, headers, ...Object.values((response as Record<string, unknown>) ?? {})];
  return parts.some((part) => part instanceof $ZodType);
}

/** OpenAPI document built from the routes' schemas; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Insights API',
        description: 'Reference server of the Insights market-intelligence product. Every /api call needs a bearer access token from the identity provider at /oidc.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // Routes built with zodRoutes() carry zod schemas from contract/; published as JSON Schema.
    transform: (input) => (usesZod(input.schema) ? jsonSchemaTransform(input) : { schema: input.schema, url: input.url }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
