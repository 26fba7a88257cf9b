import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

const CSP_OPTIONS = { useDefaults: false, directives: CSP_DIRECTIVES };

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
  return computeSecurityHeaders({ contentSecurityPolicy: { useDefaults: false, directives } })[
    'content-security-policy'
  ] as string;
}

/** What helmet would set on a response, worked out once: nothing in it depends on the request. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) {
      throw error;
    }
  });
  return headers;
}

/**
 * helmet's headers — CSP, nosniff, Referrer-Policy, frame protection; HSTS only in production
 * (behind TLS) — on every response. @fastify/helmet ran helmet per request, rebuilding the same
 * headers each time for a measurable share of a small API call; they are computed once here.
 */
export default fp(
  async (app) => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: CSP_OPTIONS,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: app.config.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'hearth-security-headers' },
);
