import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeadersPlugin, {
  contentSecurityPolicyWithStyleNonce,
  helmetOptions,
} from './security-headers.ts';

/** The policy's directives by name, each as its list of sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicyWithStyleNonce', () => {
  it('adds the nonce to style-src only, and allows no style attribute', () => {
    const directives = directivesOf(contentSecurityPolicyWithStyleNonce('bm9uY2U='));
    expect(directives['style-src']).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives).not.toHaveProperty('style-src-attr');
    expect(directivesOf(contentSecurityPolicyWithStyleNonce('bm9uY2U=', []))).toEqual(directives);
  });

  it('allows the style attributes given, each by its hash', () => {
    const directives = directivesOf(
      contentSecurityPolicyWithStyleNonce('bm9uY2U=', ['aGFzaDE=', 'aGFzaDI=']),
    );
    expect(directives['style-src-attr']).toEqual([
      "'unsafe-hashes'",
      "'sha256-aGFzaDE='",
      "'sha256-aGFzaDI='",
    ]);
    expect(directives['style-src']).toEqual(["'self'", "'nonce-bm9uY2U='"]);
  });

  it('gives each page its own nonce: one page’s nonce or hashes never reach the next', () => {
    contentSecurityPolicyWithStyleNonce('Zmlyc3Q=', ['aGFzaDE=']);
    const directives = directivesOf(contentSecurityPolicyWithStyleNonce('c2Vjb25k'));
    expect(directives['style-src']).toEqual(["'self'", "'nonce-c2Vjb25k'"]);
    expect(directives).not.toHaveProperty('style-src-attr');
  });
});

/** Fastify's own headers: what is left is what the security headers set. */
const FASTIFY_OWN = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Each answer's headers in the order set, for an answer, an error and a 404. */
async function securityHeaders(register: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false });
  app.decorate('config', { isProduction: false } as FastifyInstance['config']);
  await register(app);
  app.get('/', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const sent: Record<string, Array<[string, unknown]>> = {};
  for (const url of ['/', '/fails', '/nowhere']) {
    const { res } = (await app.inject({ method: 'GET', url })).raw;
    sent[url] = Object.entries(res.getHeaders()).filter(([name]) => !FASTIFY_OWN.has(name));
  }
  await app.close();
  return sent;
}

describe('the security headers plugin', () => {
  it('sets on every answer, once read, exactly what @fastify/helmet sets on each request', async () => {
    const once = await securityHeaders(async (app) => {
      await app.register(securityHeadersPlugin);
    });
    const perRequest = await securityHeaders(async (app) => {
      await app.register(fastifyHelmet, helmetOptions(false));
    });
    expect(once).toEqual(perRequest);
    expect(once['/']).toEqual(
      expect.arrayContaining([
        ['x-content-type-options', 'nosniff'],
        ['x-frame-options', 'DENY'],
      ]),
    );
  });

  it('gives a response that writes itself (an event stream) no length of its own', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', { isProduction: false } as FastifyInstance['config']);
    await app.register(securityHeadersPlugin);
    app.get('/stream', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      reply.raw.write(': connected\n\n');
      reply.raw.end('event: moved\ndata: {}\n\n');
    });
    const response = await app.inject({ method: 'GET', url: '/stream' });
    await app.close();
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(': connected\n\nevent: moved\ndata: {}\n\n');
  });
});
