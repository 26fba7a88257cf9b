import rateLimit from '@fastify/rate-limit';
import { AppError } from '@hearth/domain/errors/app-error';
import fp from 'fastify-plugin';

/**
 * Per-route presets, keyed by client IP (request.ip, which honours TRUST_PROXY). Use them as
 * `app.post(path, { config: { rateLimit: RATE_LIMITS.login } }, handler)`. The store is in memory,
 * per instance.
 */
export const RATE_LIMITS = {
  /** Password and token log-ins. */
  login: { max: 10, timeWindow: '1 minute' },
  /** Account creation. */
  registration: { max: 10, timeWindow: '1 hour' },
  /** Look-ups that reveal whether something exists (address search, email checks, …). */
  lookup: { max: 60, timeWindow: '1 minute' },
} as const;

/** Registers @fastify/rate-limit with no global limit; only routes with `config.rateLimit` are limited. */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      ...(app.config.rateLimitsEnabled ? {} : { allowList: () => true }),
      // 429 `{ errors: ['Too many requests, please try again later'] }` through the error handler.
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });
  },
  { name: 'hearth-rate-limit' },
);
