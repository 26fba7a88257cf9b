import { z } from 'zod';

/**
 * Lender staff roles (the permissions each holds are in `staff-permissions.ts`):
 * ADMIN manages staff and lender settings; MANAGER makes every decision, reassigns and approves
 * (maker-checker); UNDERWRITER decides credit, income, valuation and title; PROCESSOR works
 * conditions, documents and closing; SUPPORT reads, writes notes and contacts borrowers, with PII masked.
 */
export const STAFF_ROLES = ['ADMIN', 'MANAGER', 'UNDERWRITER', 'PROCESSOR', 'SUPPORT'] as const;
export const zStaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof zStaffRole>;
