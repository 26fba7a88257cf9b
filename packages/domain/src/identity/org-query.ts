import { z } from 'zod';

/** Every route accepts `?org=` (org resolution, ORG-002); strict query objects extend this. */
export const zOrgQuery = z.strictObject({ org: z.string().optional() });
/** The same for the routes that drop other query keys instead of refusing them. */
export const zOrgOnlyQuery = z.object({ org: z.string().optional() });
