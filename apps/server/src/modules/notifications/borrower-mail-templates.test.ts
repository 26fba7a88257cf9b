import { LANGUAGES } from '@hearth/domain/profile/language';
import { describe, expect, it } from 'vitest';
import { BORROWER_MAILS, type BorrowerMailTemplate, borrowerMail } from './borrower-mail-templates.ts';

const TEMPLATES = Object.keys(BORROWER_MAILS) as BorrowerMailTemplate[];
const CASES = TEMPLATES.flatMap((template) => LANGUAGES.map((language) => [template, language] as const));

describe('borrower e-mails', () => {
  it.each(CASES)('%s in %s has a subject line and a text of its own', (template, language) => {
    const mail = borrowerMail(template, language);
    expect(mail.template).toBe(template);
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.text.trim()).not.toBe('');
  });

  it.each(TEMPLATES)('%s is written anew in Spanish, addressing the borrower as usted', (template) => {
    const english = borrowerMail(template, 'en');
    const spanish = borrowerMail(template, 'es');
    expect(spanish.subject).not.toBe(english.subject);
    expect(spanish.text).not.toBe(english.text);
    expect(`${spanish.subject} ${spanish.text}`).toMatch(/\b(su|usted)\b/);
    expect(`${spanish.subject} ${spanish.text}`).not.toMatch(/\b(tu|tú|te)\b/i);
  });

  it('leaves the English account-locked mail as it was', () => {
    expect(borrowerMail('account-locked', 'en')).toEqual({
      template: 'account-locked',
      subject: 'Your account was locked',
      text: 'We locked your account for 15 minutes after 10 log-in attempts with a wrong password. If this was not you, change your password once the lock ends.',
    });
  });
});
