import { z } from 'zod';

/** ENM-013: identity documents accepted for ID verification. */
export const ID_TYPES = ['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID_CARD', 'PERMANENT_RESIDENT_CARD'] as const;
export const zIdType = z.enum(ID_TYPES);
export type IdType = z.infer<typeof zIdType>;

/** ENM-013: display labels, verbatim from 001 §9. */
export const ID_TYPE_LABELS: Readonly<Record<IdType, string>> = {
  DRIVERS_LICENSE: "US Driver's License",
  PASSPORT: 'US Passport',
  STATE_ID_CARD: 'US State ID Card',
  PERMANENT_RESIDENT_CARD: 'US Permanent Resident Card',
};
