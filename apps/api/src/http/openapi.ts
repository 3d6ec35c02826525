import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { tidyComponentSchemas } from './openapi-components.ts';

/** The groups operations are listed under (each route's `tags`). */
const tags = [
  { name: 'system', description: 'Health, the CSRF cookie handshake and other plumbing' },
  { name: 'auth', description: 'Registration, signing in and out, e-mail verification and passwords' },
  { name: 'user', description: 'The signed-in user’s own account' },
  {
    name: 'catalogue',
    description: 'Titles, people, genres, collections and the home page’s rows (public, cacheable)',
  },
  { name: 'watch', description: 'Trailers, files to play and screenshots' },
  {
    name: 'library',
    description: 'What a signed-in user keeps: watchlist, history, requests, comments, notifications',
  },
  { name: 'premium', description: 'Plans, payment orders, gifts and redeeming them' },
  { name: 'support', description: 'Messages to the site’s support' },
  { name: 'admin', description: 'The operator console (administrators only, never cached)' },
];

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
        contact: { name: 'Pardeh support', url: `${publicUrl}/contact` },
      },
      tags,
      servers: [{ url: publicUrl }],
      // Routes behind app.requireUser declare `security: [{ bearer: [] }]` (a session token).
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => tidyComponentSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
