import { z } from 'zod';

/** ENM-011: how an income figure was obtained. */
export const INCOME_SOURCES = [
  'EMPINFO',
  'MANUAL_PAYSTUB',
  'OTHER',
  'PLAID_TRANSACTIONS',
  'POINTSERV_1099_MISC',
  'POINTSERV_PAYROLL',
  'POINTSERV_TAX',
  'TRUV_FINANCIAL_ACCOUNTS',
  'TRUV_PAYROLL',
  'UNKNOWN',
] as const;
export const zIncomeSource = z.enum(INCOME_SOURCES);
export type IncomeSource = z.infer<typeof zIncomeSource>;
