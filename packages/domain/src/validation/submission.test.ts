import { describe, expect, it } from 'vitest';
import { listSubmissionProblems, zRegisterSubmission } from './submission.ts';

const STRONG = 'Str0ng!Passw0rd';
const complete = { email: 'pat@hearth.test', phoneNumber: '2125550123', password: STRONG };

describe('VAL-048 a registration needs an e-mail, a phone and (unless signed in) a password', () => {
  it.each<[string, { email?: string; phoneNumber?: string; password?: string | null }, boolean, string[]]>([
    ['everything, anonymous', {}, false, []],
    ['no e-mail', { email: '' }, false, ['email']],
    ['a bad e-mail', { email: 'pat@' }, false, ['email']],
    ['no phone', { phoneNumber: '' }, false, ['phoneNumber']],
    ['an international phone', { phoneNumber: '+447400123456' }, false, []],
    ['no password, anonymous', { password: '' }, false, ['password']],
    ['a weak password, anonymous', { password: 'short' }, false, ['password']],
    ['no password, signed in (REG-014)', { password: null }, true, []],
    [
      'nothing at all',
      { email: '', phoneNumber: '', password: '' },
      false,
      ['email', 'phoneNumber', 'password'],
    ],
    ['no phone, signed in', { phoneNumber: '', password: null }, true, ['phoneNumber']],
    ['5,000-character e-mail', { email: `${'a'.repeat(4990)}@hearth.test` }, false, ['email']],
  ])('%s', (_case, overrides, isAuthenticated, problems) => {
    const submission = {
      ...complete,
      ...overrides,
      password: overrides.password === undefined ? STRONG : overrides.password,
    };
    expect(listSubmissionProblems(submission, { isAuthenticated })).toEqual(problems);
  });

  it('outputs the normalised contact details', () => {
    expect(
      zRegisterSubmission({ isAuthenticated: true }).parse({
        email: ' Pat@Hearth.TEST ',
        phoneNumber: '(212) 555-0123',
      }),
    ).toEqual({ email: 'pat@hearth.test', phoneNumber: '2125550123' });
  });
});
