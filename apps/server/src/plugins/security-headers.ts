import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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

/**
 * helmet's headers — CSP, nosniff, Referrer-Policy, frame protection; HSTS only in production
 * (behind TLS) — on every response, through @fastify/helmet. A page replaces the CSP with its own
 * (contentSecurityPolicyWithStyleNonce).
 */
export default fp(
  async (app) => {
    const options: FastifyHelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: app.config.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      xFrameOptions: { action: 'deny' },
    };
    await app.register(fastifyHelmet, options);
  },
  { name: 'hearth-security-headers' },
);
