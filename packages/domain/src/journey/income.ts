import { z } from 'zod';
import type { DocumentType } from '../enums/document-type.ts';

/** Decision 007, income verification: the bank (or payroll) link and the income documents. */
export const INCOME_MESSAGES = {
  institution: 'Please choose your bank',
  username: 'Please enter your username',
  password: 'Please enter your password',
  accounts: 'Please choose at least one account',
  documentType: 'Please choose the type of document you are uploading',
  institutionQuery: 'Please search with at most 100 characters',
  linkId: 'Please log in to your bank again',
} as const;

/** The longest bank search the dialog sends (and the server accepts). */
export const MAX_INSTITUTION_QUERY_LENGTH = 100;

/** 007 `GET P/income/institutions?query=`: the banks whose name contains the query (all when empty). */
export const zInstitutionQuery = z.strictObject({
  query: z
    .string({ error: INCOME_MESSAGES.institutionQuery })
    .trim()
    .max(MAX_INSTITUTION_QUERY_LENGTH, INCOME_MESSAGES.institutionQuery)
    .default(''),
  org: z.string().optional(),
});

export const zInstitution = z.strictObject({ id: z.string(), name: z.string() });
export type Institution = z.infer<typeof zInstitution>;

export const zInstitutionList = z.strictObject({ institutions: z.array(zInstitution) });
export type InstitutionList = z.infer<typeof zInstitutionList>;

/** The bank log-in of the link dialog. */
export const zBankLogin = z.object({
  username: z.string({ error: INCOME_MESSAGES.username }).trim().min(1, INCOME_MESSAGES.username).max(200),
  password: z.string({ error: INCOME_MESSAGES.password }).min(1, INCOME_MESSAGES.password).max(200),
});
export type BankLogin = z.infer<typeof zBankLogin>;

const zAccountIds = z.array(z.string().trim().min(1).max(100)).max(20);

/** The accounts the borrower shares from the linked bank. */
export const zAccountChoice = z.object({
  accountIds: zAccountIds.min(1, INCOME_MESSAGES.accounts),
});
export type AccountChoice = z.infer<typeof zAccountChoice>;

/** BANK: an aggregator's bank link (transactions); PAYROLL: a payroll provider's (no accounts shared). */
export const INCOME_LINK_KINDS = ['BANK', 'PAYROLL'] as const;
export type IncomeLinkKind = (typeof INCOME_LINK_KINDS)[number];

const zLinkLoginShape = {
  institutionId: z
    .string({ error: INCOME_MESSAGES.institution })
    .trim()
    .min(1, INCOME_MESSAGES.institution)
    .max(100),
  kind: z.enum(INCOME_LINK_KINDS).optional(),
  ...zBankLogin.shape,
};

/**
 * 007 `POST P/income/link/login`: the dialog's log-in. The credentials go to the link provider
 * once and are never stored; the answer lists the accounts the bank offers to share.
 */
export const zIncomeLoginBody = z.strictObject(zLinkLoginShape);
export type IncomeLoginBody = z.input<typeof zIncomeLoginBody>;

/** 007 `POST P/income/link/accounts`: the accounts chosen among those of the log-in `linkId`. */
export const zIncomeLinkAccountsBody = z.strictObject({
  linkId: z.string({ error: INCOME_MESSAGES.linkId }).trim().min(1, INCOME_MESSAGES.linkId).max(100),
  accountIds: zAccountIds,
});
export type IncomeLinkAccountsBody = z.input<typeof zIncomeLinkAccountsBody>;

/**
 * 007 `POST P/income/link`: log in and share in one call (API clients; the dialog uses the two
 * calls above). A bank link shares at least one account.
 */
export const zIncomeLinkBody = z
  .strictObject({ ...zLinkLoginShape, accountIds: zAccountIds })
  .refine((body) => body.kind === 'PAYROLL' || body.accountIds.length > 0, {
    path: ['accountIds'],
    error: INCOME_MESSAGES.accounts,
  });
export type IncomeLinkBody = z.input<typeof zIncomeLinkBody>;

/** An account a link shared, as every response shows it: the last 4 digits only. */
export const zLinkedAccountSummary = z.strictObject({
  accountId: z.string(),
  name: z.string(),
  type: z.string(),
  mask: z.string(),
});
export type LinkedAccountSummary = z.infer<typeof zLinkedAccountSummary>;

/** The log-in's answer: the link, and the accounts the bank offers (last 4 digits only). */
export const zIncomeLoginResult = z.strictObject({
  linkId: z.string(),
  institutionName: z.string().nullable(),
  accounts: z.array(zLinkedAccountSummary),
});
export type IncomeLoginResult = z.infer<typeof zIncomeLoginResult>;

export const zIncomeLinkResult = z.strictObject({
  serverStep: z.string(),
  source: z.strictObject({
    source: z.string(),
    institutionId: z.string(),
    accounts: z.array(zLinkedAccountSummary),
  }),
});
export type IncomeLinkResult = z.infer<typeof zIncomeLinkResult>;

/** ENM-015 types an income upload may carry (`income/upload/MANUAL_PAYSTUB` sends USER_UPLOADED_PAYSTUB). */
export const INCOME_DOCUMENT_TYPES = [
  'USER_UPLOADED_PAYSTUB',
  'BANK_STATEMENT',
  'TAX_RETURN',
  'W2',
  'SUPPORT',
] as const satisfies readonly DocumentType[];
export type IncomeDocumentType = (typeof INCOME_DOCUMENT_TYPES)[number];

/** The multipart text fields of 007 `POST P/income/documents` (the `file` part is checked by magic bytes). */
export const zIncomeDocumentFields = z.strictObject({
  type: z.enum(INCOME_DOCUMENT_TYPES, { error: INCOME_MESSAGES.documentType }),
});

/** One file stored: how many of that type are in for the request, how many it needs (CND-007). */
export const zIncomeDocumentResult = z.strictObject({
  serverStep: z.string(),
  document: z.strictObject({ uuid: z.uuid(), type: z.string() }),
  uploaded: z.number().int().nonnegative(),
  required: z.number().int().positive(),
});
export type IncomeDocumentResult = z.infer<typeof zIncomeDocumentResult>;
