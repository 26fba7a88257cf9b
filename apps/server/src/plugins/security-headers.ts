import helmet from '@fastify/helmet';
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
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** helmet: CSP, nosniff, Referrer-Policy, frame protection; HSTS only in production (behind TLS). */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: app.config.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      xFrameOptions: { action: 'deny' },
    });
  },
  { name: 'hearth-security-headers' },
);
