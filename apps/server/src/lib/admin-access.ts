import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { sendErrors } from './send-errors.ts';

type AdminConfig = Pick<AppConfig, 'isProduction' | 'adminToken'>;

/**
 * The operations pages (/metrics, /docs): open outside production; in production served only when
 * ADMIN_TOKEN is set, and then only to a caller who sends it.
 */
export function servesOperationsPages(config: AdminConfig): boolean {
  return !config.isProduction || config.adminToken !== undefined;
}

/**
 * An onRequest hook for the operations pages: in production, `Authorization: Bearer <ADMIN_TOKEN>`
 * or 401. The comparison takes the same time whatever the caller sent (hashes of equal length).
 */
export function requireAdminToken(config: AdminConfig) {
  const expected = config.adminToken === undefined ? undefined : digest(config.adminToken);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!config.isProduction) {
      return;
    }
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!expected || !timingSafeEqual(digest(sent), expected)) {
      await sendErrors(reply, 401, ['unauthenticated']);
    }
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
