import type { ConsentType } from '../enums/consent-type.ts';
import { toWireDob } from '../validation/date-of-birth.ts';
import { readAmount } from '../validation/income.ts';
import type { RegisterData } from './register-data.ts';

function toBodyAddress(address: RegisterData['homeAddress']) {
  const { street1 = '', street2 = '', city = '', state = '', zip = '' } = address ?? {};
  return { street1, street2, city, state, zip };
}

function listConsentTypes(data: RegisterData, extra: readonly ConsentType[]): { type: ConsentType }[] {
  const given: ConsentType[] = [
    ...(data.consents?.termPrivacyConsent ? (['TERMS_AND_PRIVACY'] as const) : []),
    ...(data.consents?.communicationConsent ? (['ELECTRONIC_COMMUNICATIONS'] as const) : []),
    ...extra,
  ];
  return [...new Set(given)].map((type) => ({ type }));
}

/**
 * REG-039: the create body's fields from register data, unvalidated (`toCreateHelocBody` parses it).
 * The home address is the property's when the property is the primary home (HOME); SMS consents
 * are saved by their own call (REG-040), not here.
 */
export function buildCreateHelocInput(data: RegisterData, consentTypes: readonly ConsentType[] = []) {
  const property = toBodyAddress(data.propertyAddress);
  const occupancyType = data.propertyAddress?.occupancyType;
  const dob = data.dob;
  return {
    profileRequest: {
      name: { firstName: '', middleName: '', lastName: '', suffix: '', ...data.name },
      email: data.email,
      dob: dob ? (toWireDob({ day: dob.day ?? '', month: dob.month ?? '', year: dob.year ?? '' }) ?? '') : '',
      phoneNumber: data.phoneNumber,
      homeAddress: occupancyType === 'HOME' ? property : toBodyAddress(data.homeAddress),
      assetAddress: property,
    },
    propertyRequest: { address: property, occupancyType },
    propertyListedForSale: data.isListedForSale,
    income: {
      incomePrimary: readAmount(data.income?.income),
      incomeOther: readAmount(data.income?.otherIncome) ?? 0,
      incomeCoDeeders: [],
    },
    employmentType: data.income?.employmentType,
    consentRequests: listConsentTypes(data, consentTypes),
  };
}
