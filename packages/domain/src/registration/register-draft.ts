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
