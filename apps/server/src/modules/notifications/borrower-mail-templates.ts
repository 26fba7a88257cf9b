import type { Language } from '@hearth/domain/profile/language';
import type { AccountMail } from './sandbox-mail.ts';

export type MailWords = Pick<AccountMail, 'template' | 'subject' | 'text'>;

/**
 * The e-mails a borrower receives, in each language they may choose. Spanish is written as a US
 * lender writes to its customers: "usted", plain words, the product's English terms only where
 * there is no common Spanish one.
 */
export const BORROWER_MAILS = {
  'account-locked': {
    en: {
      template: 'account-locked',
      subject: 'Your account was locked',
      text:
        'We locked your account for 15 minutes after 10 log-in attempts with a wrong password. ' +
        'If this was not you, change your password once the lock ends.',
    },
    es: {
      template: 'account-locked',
      subject: 'Bloqueamos su cuenta',
      text:
        'Bloqueamos su cuenta durante 15 minutos después de 10 intentos de inicio de sesión con una contraseña incorrecta. ' +
        'Si no fue usted, cambie su contraseña cuando termine el bloqueo.',
    },
  },
} as const satisfies Record<string, Record<Language, MailWords>>;

export type BorrowerMailTemplate = keyof typeof BORROWER_MAILS;

/** The words of a borrower's e-mail in their language (subject line included). */
export function borrowerMail(template: BorrowerMailTemplate, language: Language): MailWords {
  return BORROWER_MAILS[template][language];
}
