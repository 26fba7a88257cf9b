import { z } from 'zod';
import { zRegisterData } from './register-data.ts';
import { REGISTER_V2_STEPS } from './register-steps.ts';

const STEP_PATHS = REGISTER_V2_STEPS.map((step) => step.path) as [
  (typeof REGISTER_V2_STEPS)[number]['path'],
  ...(typeof REGISTER_V2_STEPS)[number]['path'][],
];

/**
 * Save and resume across devices: a signed-in borrower's unfinished registration, kept per
 * identity and lender so another device resumes at `step` with the answers. Only what the form
 * holds (no password); the server stores it encrypted.
 */
export const zRegisterDraftBody = z.strictObject({
  step: z.enum(STEP_PATHS),
  data: zRegisterData,
});
export type RegisterDraftBody = z.infer<typeof zRegisterDraftBody>;

export const zRegisterDraft = zRegisterDraftBody.extend({ updatedAt: z.string() });
export type RegisterDraft = z.infer<typeof zRegisterDraft>;

/**
 * A visitor's register-v2 answers sent without scripts (decision 029 §5): kept on the server one
 * day for the browser whose HttpOnly cookie names them, so each later step can be drawn and
 * answered there. Only what the form holds (no password); the server stores it encrypted.
 */
export const zVisitorRegisterDraftBody = z.strictObject({ data: zRegisterData });
export type VisitorRegisterDraftBody = z.infer<typeof zVisitorRegisterDraftBody>;

export const zVisitorRegisterDraft = zVisitorRegisterDraftBody.extend({ updatedAt: z.string() });
export type VisitorRegisterDraft = z.infer<typeof zVisitorRegisterDraft>;

/** The cookie naming a visitor's draft: HttpOnly, SameSite=Lax, only under the register-v2 pages. */
export const VISITOR_DRAFT_COOKIE = 'hearth_register_draft';
export const VISITOR_DRAFT_COOKIE_PATH = '/account/heloc/register-v2';
