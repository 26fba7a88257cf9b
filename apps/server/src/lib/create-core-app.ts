import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/env.ts';
import { createDatabase, type DatabaseHandle, databaseOptionsFor } from '../db/client.ts';
import type { SignedInPageRendererOptions } from '../modules/spa/server-render.ts';
import { decorateCore } from '../plugins/decorators.ts';
import errorHandler from '../plugins/error-handler.ts';
import metrics from '../plugins/metrics.ts';
import notificationFeed from '../plugins/notification-feed.ts';
import openApi from '../plugins/openapi.ts';
import rateLimit, { type RateLimitPluginOptions } from '../plugins/rate-limit.ts';
import securityHeaders from '../plugins/security-headers.ts';
import shutdown from '../plugins/shutdown.ts';
import unsafeText from '../plugins/unsafe-text.ts';
import { BAD_URL } from './http-errors.ts';
import { createLoggerOptions, logRequestCompleted } from './logger.ts';
import { sendErrors } from './send-errors.ts';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  /** An open (and migrated) database. When omitted one is opened from the config and closed with the app. */
  db?: DatabaseHandle;
  /** Tests: a page renderer of their own and its time limit, instead of the web build's (decision 012). */
  serverRender?: Pick<SignedInPageRendererOptions, 'renderPage' | 'timeoutMs'>;
  /**
   * Load the server renderer and every page's code before answering (the server process does):
   * the first borrower after a start then waits for no imports (decision 012).
   */
  warmUpServerRender?: boolean;
  /** Tests: the attempt counters' clock, or a store of their own (plugins/rate-limit.ts). */
  attempts?: RateLimitPluginOptions;
}

/**
 * Fastify with the zod type provider and every cross-cutting plugin, before any module: the
 * shutdown guard (first hook), metrics, the database notification feed, security headers, cookies,
 * rate limiting, the refusal of text PostgreSQL cannot store, OpenAPI, and the error and not-found
 * handlers. Routes, /healthz first, are registered by buildApp (src/app.ts): lib sits below the
 * modules and imports none of their routes.
 */
export async function createCoreApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const database = options.db ?? (await createDatabase(databaseOptionsFor(config)));
  const app = Fastify({
    logger: createLoggerOptions(config),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    return503OnClosing: false,
    // A path Fastify cannot decode (`%ED%A0%80`, a lone surrogate) never reaches the error handler.
    frameworkErrors: (_error, _request, reply) => sendErrors(reply, 400, [BAD_URL]),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  decorateCore(app, config, database);
  app.addHook('onResponse', (request, reply, done) => {
    logRequestCompleted(request, reply);
    done();
  });
  if (!options.db) {
    app.addHook('onClose', () => database.close());
  }

  await app.register(shutdown);
  await app.register(metrics);
  await app.register(notificationFeed);
  await app.register(securityHeaders);
  // Parses the Cookie header (request.cookies) and writes reply.setCookie's lines: the session cookie.
  await app.register(fastifyCookie);
  await app.register(rateLimit, options.attempts ?? {});
  await app.register(unsafeText);
  await app.register(openApi);
  await app.register(errorHandler);
  return app;
}

/** A hop count trusts that many proxies in front of us (proxy-addr semantics). */
function toFastifyTrustProxy(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
