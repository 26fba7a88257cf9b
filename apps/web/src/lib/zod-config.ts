import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it can; our CSP forbids eval, so the attempt
 * is refused and reported on every page. Jitless parsing is what the browser would fall back to anyway.
 */
z.config({ jitless: true });
