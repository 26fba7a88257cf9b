import type { StoredPhoneNumber } from './stored-profile.ts';

/** The mobile number replaces any earlier mobile entry; other types are kept. */
export function withMobileNumber(phoneNumbers: StoredPhoneNumber[], number: string): StoredPhoneNumber[] {
  return [...phoneNumbers.filter((phone) => phone.type !== 'MOBILE'), { type: 'MOBILE', number }];
}
