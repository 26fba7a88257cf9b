import { z } from 'zod';

/** The one error body of the API: `{ "errors": ["…"] }` (002 §5). */
export const zErrorBody = z.object({ errors: z.array(z.string()) });

export const UNKNOWN_ORGANIZATION = 'Unknown organization';
