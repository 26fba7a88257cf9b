import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CounterStore } from '../lib/attempt-counters/counter-store.ts';
import { createCounterStore } from '../lib/attempt-counters/create-counter-store.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-route presets, keyed by client IP (request.ip, which honours TRUST_PROXY). Use them as
 * `app.post(path, { config: { rateLimit: RATE_LIMITS.login } }, handler)`. Counted in the shared
 * attempt counters, so every instance on one store shares one allowance.
 */
export const RATE_LIMITS = {
  /** Password and token log-ins. */
  login: { max: 10, timeWindow: MINUTE },
  /** Account creation. */
  registration: { max: 10, timeWindow: HOUR },
  /** Look-ups that reveal whether something exists (address search, email checks, …). */
  lookup: { max: 60, timeWindow: MINUTE },
} as const;

export interface AccountRateLimit {
  /** Routes of one group share one count per account (the borrower log-in and the broker's). */
  group: string;
  max: number;
  timeWindow: number;
  /** The account a request targets, from its validated body; undefined leaves it to the IP limit. */
  accountOf: (body: unknown) => string | undefined;
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

function challengeOf(body: unknown): string | undefined {
  const challenge = (body as { challenge?: unknown } | undefined)?.challenge;
  return typeof challenge === 'string' ? challenge : undefined;
}

function invitationTokenOf(body: unknown): string | undefined {
  const token = (body as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * Per-account presets for routes that guess at one account's credential: a rotating client
 * address (X-Forwarded-For behind TRUST_PROXY) gets no more tries at one account. Use them as
 * `config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.login }`.
 */
export const ACCOUNT_RATE_LIMITS = {
  /** Borrower log-ins (normalised e-mail). */
  login: { group: 'login', ...RATE_LIMITS.login, accountOf: emailOf },
  /** Staff log-ins (normalised e-mail; staff are accounts of their own). */
  staffLogin: { group: 'staff-login', ...RATE_LIMITS.login, accountOf: emailOf },
  /** Account creation for one e-mail address. */
  registration: { group: 'registration', ...RATE_LIMITS.registration, accountOf: emailOf },
  /** Accepting one signer invitation, whose owner may answer with an existing account's password. */
  invitation: { group: 'invitation', ...RATE_LIMITS.login, accountOf: invitationTokenOf },
  /** A staff log-in's second step (its challenge); wrong codes also count towards the staff lockout. */
  staffSecondFactor: { group: 'staff-second-factor', ...RATE_LIMITS.login, accountOf: challengeOf },
} as const satisfies Record<string, AccountRateLimit>;

declare module 'fastify' {
  interface FastifyInstance {
    /** plugins/rate-limit.ts: the attempt counters every instance on one store shares. */
    attemptCounters: CounterStore;
    /** plugins/rate-limit.ts: the time rate limits and the log-in lockout are judged by. */
    attemptClock: () => Date;
  }
  interface FastifyContextConfig {
    accountRateLimit?: AccountRateLimit;
  }
}

export interface RateLimitPluginOptions {
  /** Tests pin the clock (windows, the lockout's end). */
  now?: () => Date;
  /** Tests hand in a store of their own (two apps on one Redis under a unique prefix). */
  store?: CounterStore;
}

/** Hashed, so the counters hold no e-mail address or invitation token. */
function accountKey(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

/** @fastify/rate-limit's store contract, over the shared counters; one key prefix per route. */
function sharedStoreClass(counters: CounterStore, now: () => Date) {
  return class SharedRateLimitStore {
    readonly prefix: string;
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'ip:';
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      counters.increment(this.prefix + key, timeWindow, at).then(
        (state) => callback(null, { current: state.count, ttl: state.resetAt.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    }
    /** Called with the route's merged options, whose `routeInfo` is the route (typed as the route). */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const method = typeof route?.method === 'string' ? route.method : '';
      const url = typeof route?.url === 'string' ? route.url : '';
      return new SharedRateLimitStore(`ip:${method}${url}:`);
    }
  };
}

/**
 * Registers @fastify/rate-limit with no global limit (only routes with `config.rateLimit` are
 * limited per IP) and the per-account limit of routes with `config.accountRateLimit`, both counted
 * in the attempt counters chosen from config (lib/attempt-counters/create-counter-store.ts).
 */
export default fp<RateLimitPluginOptions>(
  async (app, options) => {
    const counters = options.store ?? createCounterStore(app.config, app.db, app.log);
    const now = options.now ?? (() => new Date());
    app.decorate('attemptCounters', counters);
    app.decorate('attemptClock', now);
    if (!options.store) {
      app.addHook('onClose', () => counters.close());
    }

    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      store: sharedStoreClass(counters, now),
      ...(app.config.rateLimitsEnabled ? {} : { allowList: () => true }),
      // 429 `{ errors: ['Too many requests, please try again later'] }` through the error handler.
      errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    });

    if (app.config.rateLimitsEnabled) {
      // After validation, so the account is read from the parsed body.
      app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
        const limit = request.routeOptions.config.accountRateLimit;
        const account = limit?.accountOf(request.body);
        if (!limit || account === undefined) {
          done();
          return;
        }
        const key = `account:${limit.group}:${accountKey(account)}`;
        counters
          .increment(key, limit.timeWindow, now())
          .then((state) => done(state.count > limit.max ? new AppError('RATE_LIMITED') : undefined), done);
      });
    }
  },
  { name: 'hearth-rate-limit' },
);
