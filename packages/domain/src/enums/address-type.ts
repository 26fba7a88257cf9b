import { z } from 'zod';

/** ENM-022: a profile address is the borrower's HOME (000 §3). */
export const ADDRESS_TYPES = ['HOME'] as const;
export const zAddressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof zAddressType>;
