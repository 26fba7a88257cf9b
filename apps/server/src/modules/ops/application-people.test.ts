import { describe, expect, it } from 'vitest';
import { encryptPii } from '../../lib/pii.ts';
import { maskPhone, type PersonRecord, toOpsPerson } from './application-people.ts';
import { formatSsn } from './pii-reveal.service.ts';

const KEY = Buffer.alloc(32, 7);

const person: PersonRecord = {
  kind: 'APPLICANT',
  signerUuid: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(503) 555-0123',
  ssnEncrypted: encryptPii('123456789', KEY),
  dobEncrypted: encryptPii('1980-07-14', KEY),
  status: null,
  invitedAt: null,
  acceptedAt: null,
  signedAt: null,
};

describe('the people of a file as staff see them', () => {
  it('shows a role with applications.pii e-mail and phone, the SSN’s last four, never the date of birth', () => {
    const seen = toOpsPerson(person, { role: 'UNDERWRITER' }, KEY);
    expect(seen).toMatchObject({
      email: 'ada@example.com',
      phone: '(503) 555-0123',
      ssnMasked: '***-**-6789',
      dobOnFile: true,
    });
    expect(JSON.stringify(seen)).not.toContain('1980');
  });

  it('masks all of it for SUPPORT', () => {
    expect(toOpsPerson(person, { role: 'SUPPORT' }, KEY)).toMatchObject({
      email: 'a***@example.com',
      phone: '***-***-0123',
      ssnMasked: '***-**-****',
    });
  });

  it('masks a phone to its last four digits and formats a nine-digit SSN', () => {
    expect(maskPhone('12')).toBe('***-***-****');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
  });
});
