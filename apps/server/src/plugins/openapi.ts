import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireAdminToken, servesOperationsPages } from '../lib/admin-access.ts';

/** swagger-ui's own CSP (hashes of its inline bits), tightened: no framing, no forced https. */
function tightenDocsCsp(header: string): string {
  return header
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/\s*upgrade-insecure-requests;?/, '');
}

/**
 * OpenAPI generated from the routes' zod schemas; the UI at /docs, the document at /docs/json. In
 * production both need ADMIN_TOKEN, and are not served without it (`app.swagger()` still works).
 */
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
    if (!servesOperationsPages(app.config)) {
      return;
    }
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      uiHooks: { onRequest: requireAdminToken(app.config) },
      staticCSP: true,
      transformStaticCSP: tightenDocsCsp,
    });
  },
  { name: 'hearth-openapi' },
);
