import { z } from 'zod';

/** ENM-022: identity alias types; PUT /identity/secure/api/v1/identity/alias sends {type: 'Phone'} (API-049). */
export const ALIAS_TYPES = ['Phone'] as const;
export const zAliasType = z.enum(ALIAS_TYPES);
export type AliasType = z.infer<typeof zAliasType>;
