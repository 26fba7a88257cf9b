import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict CSP for the SPA: scripts and styles from our origin only (the org payload is a JSON
 * data block, not a script; React sets inline styles through the CSSOM, which CSP allows).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  // blob: the previews of photos the borrower chose (the ID upload), made in the page from the file.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * The CSP of one HTML page: as everywhere, plus a nonce for the `<style>` elements of the page (the
 * theme's colours; React Aria injects one for touch handling and one while a modal stops scrolling,
 * and reads the nonce from `<meta property="csp-nonce">`). Inline style attributes stay forbidden,
 * but for those of a page rendered on the server, allowed one by one by hash (decision 012).
 */
export function contentSecurityPolicyWithStyleNonce(
  nonce: string,
  styleAttributeHashes: string[] = [],
): string {
  const directives = {
    ...CSP_DIRECTIVES,
    styleSrc: [...CSP_DIRECTIVES.styleSrc, `'nonce-${nonce}'`],
    ...(styleAttributeHashes.length
      ? { styleSrcAttr: ["'unsafe-hashes'", ...styleAttributeHashes.map((hash) => `'sha256-${hash}'`)] }
      : {}),
  };
  // helmet's own serialisation (and validation) of the directives, as for every other response.
  let policy = '';
  const response = {
    setHeader(_name: string, value: string) {
      policy = value;
    },
  };
  fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return policy;
}

/** What helmet is asked for: HSTS only in production, behind TLS. */
export function helmetOptions(isProduction: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/** The headers @fastify/helmet sets with `options`, in its order and spelling, read from a probe. */
async function readHelmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const headers: Array<[string, string]> = [];
  const probe = Fastify({ logger: false });
  // helmet sets its headers in its onRequest hook; what is set later (the probe's own
  // content-length for its empty answer) belongs to that answer, not to every response.
  let helmetHooksRunning = true;
  // Registered before helmet, so its hooks find setHeader already listening.
  probe.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) => {
      if (helmetHooksRunning) {
        headers.push([name, String(value)]);
      }
      return setHeader(name, value);
    };
    done();
  });
  await probe.register(fastifyHelmet, options);
  probe.addHook('preHandler', (_request, _reply, done) => {
    helmetHooksRunning = false;
    done();
  });
  probe.get('/', (_request, reply) => {
    reply.send();
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (headers.length === 0) {
    throw new Error('helmet set no security headers');
  }
  return headers;
}

/**
 * helmet's headers — CSP, nosniff, Referrer-Policy, frame protection; HSTS only in production
 * (behind TLS) — on every response. They are the same for every request, so they are read once
 * from @fastify/helmet at start (it builds helmet's middleware again on each request), and set as
 * each request arrives. A page replaces the CSP with its own (contentSecurityPolicyWithStyleNonce).
 */
export default fp(
  async (app) => {
    const headers = await readHelmetHeaders(helmetOptions(app.config.isProduction));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) {
        reply.raw.setHeader(name, value);
      }
      done();
    });
  },
  { name: 'hearth-security-headers' },
);
