import type { Language } from '@hearth/domain/profile/language';
import type { FastifyBaseLogger } from 'fastify';

/** An e-mail to an account holder, named by account, never by address (no PII in the log). */
export interface AccountMail {
  /** An account, or a staff invitation (whose account does not exist yet). */
  to: { kind: 'identity' | 'staff' | 'staff-invitation'; uuid: string };
  template: 'account-locked' | 'staff-invitation';
  /** The language the subject and text are written in (the account holder's own). */
  language: Language;
  subject: string;
  text: string;
  /** A one-time link the mail carries (outside production only: a log is not a mailbox). */
  link?: string;
}

export type SendAccountMail = (mail: AccountMail) => void;

export const SANDBOX_MAIL_MESSAGE = 'sandbox e-mail';

/**
 * The sandbox sends no e-mail: each one is a line in the log (`sandboxMail`, message
 * "sandbox e-mail") where a developer or test reads what the account holder would have received.
 */
export function createSandboxMail(log: FastifyBaseLogger): SendAccountMail {
  return (mail) => {
    log.info({ sandboxMail: mail }, SANDBOX_MAIL_MESSAGE);
  };
}
