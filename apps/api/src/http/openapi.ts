import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Publishes the OpenAPI document built from the same zod schemas that validate requests: JSON at
 * /api/openapi.json and a browsable page at /api/docs. Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pardeh API',
        description: 'API of Pardeh, a Persian film and series discovery site. Conventions: docs/API.md.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      // Routes behind app.requireUser declare `security: [{ bearer: [] }]` (a session token).
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
