import { z } from 'zod';

/** Lender staff using the ops API: OPS works the pipeline; ADMIN also manages staff (later). */
export const STAFF_ROLES = ['OPS', 'ADMIN'] as const;
export const zStaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof zStaffRole>;
