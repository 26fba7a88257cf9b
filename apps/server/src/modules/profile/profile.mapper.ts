import { zOwnershipType } from '@hearth/domain/enums/ownership-type';
import { zProfileType } from '@hearth/domain/enums/profile-type';
import { DEFAULT_LANGUAGE, zLanguage } from '@hearth/domain/profile/language';
import {
  type Borrower,
  type PhoneNumber,
  type Profile,
  type ProfileAddress,
  zPhoneNumber,
} from '@hearth/domain/profile/profile-dto';
import type { ProfileRow } from './profile.repository.ts';
import type { StoredAddress, StoredPhoneNumber } from './stored-profile.ts';

function toPhoneNumbers(stored: StoredPhoneNumber[]): PhoneNumber[] {
  return stored.flatMap((phone) => {
    const parsed = zPhoneNumber.safeParse(phone);
    return parsed.success ? [parsed.data] : [];
  });
}

function toAddress(stored: StoredAddress): ProfileAddress {
  return {
    uuid: stored.uuid,
    type: 'HOME',
    ownership: zOwnershipType.nullable().catch(null).parse(stored.ownership),
    street1: stored.street1,
    street2: stored.street2,
    city: stored.city,
    state: stored.state,
    zip: stored.zip,
  };
}

/** API-010/011. `maskedDob` is already masked (the mapper never sees the plain date). */
export function toProfile(row: ProfileRow, maskedDob: string | null): Profile {
  return {
    uuid: row.uuid,
    type: zProfileType.catch('BORROWER').parse(row.type),
    name: {
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      suffix: row.suffix,
    },
    email: row.email,
    dob: maskedDob,
    phoneNumbers: toPhoneNumbers(row.phoneNumbers),
    addresses: row.addresses.filter((address) => address.type === 'HOME').map(toAddress),
    hasSsn: row.hasSsn,
    optimizelyProfileUuid: row.optimizelyProfileUuid,
    language: zLanguage.catch(DEFAULT_LANGUAGE).parse(row.language),
  };
}

/** API-013: the borrower entity of a profile; CO_DEEDER marks an additional signer. */
export function toBorrower(row: ProfileRow): Borrower {
  const { uuid, type, name, email, phoneNumbers } = toProfile(row, null);
  return { uuid, type, name, email, phoneNumbers };
}
