import { describe, expect, it } from 'vitest';
import { readAccountDetails } from './account-details.ts';

describe('readAccountDetails', () => {
  it('joins the name parts and prefers the mobile number', () => {
    const details = readAccountDetails({
      uuid: 'x',
      email: 'pat@example.com',
      name: { firstName: 'Pat', middleName: null, lastName: 'Jones', suffix: 'Jr' },
      phoneNumbers: [
        { type: 'HOME', number: '(555) 201-0000' },
        { type: 'MOBILE', number: '(555) 201-8844' },
      ],
    });
    expect(details).toEqual({ email: 'pat@example.com', name: 'Pat Jones Jr', phone: '(555) 201-8844' });
  });

  it('reads a profile without name or phones as not given', () => {
    expect(readAccountDetails({ uuid: 'x', email: 'pat@example.com' })).toEqual({
      email: 'pat@example.com',
      name: null,
      phone: null,
    });
    expect(readAccountDetails(undefined)).toEqual({ email: null, name: null, phone: null });
  });
});
