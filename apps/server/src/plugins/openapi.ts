import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** swagger-ui's own CSP (hashes of its inline bits), tightened: no framing, no forced https. */
function tightenDocsCsp(header: string): string {
  return header
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/\s*upgrade-insecure-requests;?/, '');
}

/** OpenAPI generated from the routes' zod schemas; the UI at /docs, the document at /docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Hearth API',
          description: 'White-label HELOC application platform. Errors are always { "errors": ["…"] }.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: tightenDocsCsp,
    });
  },
  { name: 'hearth-openapi' },
);
