import { z } from 'zod';

/** ENM-003: how the borrower holds title to the property. */
export const OWNERSHIP_TYPES = ['SOLE', 'JOINT', 'TRUST'] as const;
export const zOwnershipType = z.enum(OWNERSHIP_TYPES);
export type OwnershipType = z.infer<typeof zOwnershipType>;
