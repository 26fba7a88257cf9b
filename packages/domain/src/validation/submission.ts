import { z } from 'zod';
import { zEmail } from './email.ts';
import { zNewPassword } from './password.ts';
import { zPhoneNumber } from './phone.ts';

/**
 * VAL-048: a registration is submitted only with an e-mail, a phone number and — unless the
 * borrower is already signed in (REG-014) — a password. The client checks it before the first call
 * of the submit sequence; each call's own schema checks its part again on the server.
 */
export function zRegisterSubmission({ isAuthenticated }: { isAuthenticated: boolean }) {
  const contact = { email: zEmail, phoneNumber: zPhoneNumber };
  return isAuthenticated
    ? z.object({ ...contact, password: z.null().optional() })
    : z.object({ ...contact, password: zNewPassword });
}

export type RegisterSubmissionField = 'email' | 'phoneNumber' | 'password';

/** The fields of a submission that break VAL-048, in the form's order. */
export function listSubmissionProblems(
  submission: { email: string; phoneNumber: string; password: string | null },
  options: { isAuthenticated: boolean },
): RegisterSubmissionField[] {
  const result = zRegisterSubmission(options).safeParse(
    options.isAuthenticated ? { ...submission, password: null } : submission,
  );
  if (result.success) {
    return [];
  }
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return (['email', 'phoneNumber', 'password'] as const).filter((field) => fields.has(field));
}
