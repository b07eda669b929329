import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/docs/json; the interactive
 * page at /api/docs outside production only.
 */
async function docsPlugin(
  app: FastifyInstance,
  opts: { version: string; interactive: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'E-Commerce API',
        description: 'Storefront calls under /api, staff calls under /api/admin. Money in US dollars.',
        version: opts.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (opts.interactive) {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  } else {
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  }
}

export default fp(docsPlugin, { name: 'docs' });
