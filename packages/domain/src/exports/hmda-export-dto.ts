import { z } from 'zod';
import { zFilterDate } from '../dates/filter-dates.ts';

export const HMDA_RANGE_MESSAGES = {
  order: 'from must be on or before to',
  fromDate: 'from must be a date (yyyy-MM-dd) from 1900 on',
  toDate: 'to must be a date (yyyy-MM-dd) from 1900 on',
  oneYear: 'from and to must fall in the same calendar year (the register is filed per year)',
} as const;

/**
 * GET /ops/api/v1/exports/hmda-lar: the applications whose final action falls between `from` and
 * `to` (dates, both included, UTC) of one lender (`org`, required when the staff user works for
 * several lenders).
 */
export const zHmdaLarQuery = z
  .strictObject({
    from: zFilterDate(HMDA_RANGE_MESSAGES.fromDate),
    to: zFilterDate(HMDA_RANGE_MESSAGES.toDate),
    org: z.string().trim().min(1).max(64).optional(),
  })
  .refine((query) => query.from <= query.to, { message: HMDA_RANGE_MESSAGES.order, path: ['to'] })
  .refine((query) => query.from.slice(0, 4) === query.to.slice(0, 4), {
    message: HMDA_RANGE_MESSAGES.oneYear,
    path: ['to'],
  });
export type HmdaLarQuery = z.infer<typeof zHmdaLarQuery>;

export const zLenderParams = z.strictObject({ orgCode: z.string().trim().min(1).max(64) });

/** The CFPB's federal agency codes (OCC, FRS, FDIC, NCUA, HUD, CFPB). */
export const HMDA_AGENCY_CODES = ['1', '2', '3', '5', '7', '9'] as const;

/** PUT /ops/api/v1/lenders/{orgCode}/hmda-settings: what a lender files under. */
export const zLenderHmdaSettingsBody = z.strictObject({
  lei: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{20}$/, 'An LEI is 20 letters and digits')
    .transform((lei) => lei.toUpperCase()),
  taxId: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{7}$/, 'A federal taxpayer identification number is written 99-9999999'),
  agencyCode: z.enum(HMDA_AGENCY_CODES),
  contactName: z.string().trim().min(1, "The contact person's name is required").max(100),
});
export type LenderHmdaSettingsBody = z.infer<typeof zLenderHmdaSettingsBody>;

export const zLenderHmdaSettings = z.strictObject({
  orgCode: z.string(),
  lei: z.string().nullable(),
  taxId: z.string().nullable(),
  agencyCode: z.string().nullable(),
  contactName: z.string().nullable(),
  /** True when nothing was set and these are the sandbox's placeholder values (never in production). */
  sandbox: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type LenderHmdaSettings = z.infer<typeof zLenderHmdaSettings>;
