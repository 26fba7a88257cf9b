import { z } from 'zod';

/** ENM-022: CO_DEEDER marks an additional signer (SGN-002); everyone else is a BORROWER. */
export const PROFILE_TYPES = ['BORROWER', 'CO_DEEDER'] as const;
export const zProfileType = z.enum(PROFILE_TYPES);
export type ProfileType = z.infer<typeof zProfileType>;
