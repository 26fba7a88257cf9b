import type { RegisterData } from './register-data.ts';

/** A register-v2 walk completed by a 40-year-old in Texas (test data). */
export const COMPLETE_REGISTER_DATA = {
  propertyAddress: {
    street1: '1 Main St',
    street2: 'Apt 2',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    occupancyType: 'SECONDARY',
  },
  homeAddress: { street1: '9 Elm Rd', street2: '', city: 'Dallas', state: 'TX', zip: '75201' },
  isListedForSale: false,
  income: { income: '$85,000', otherIncome: '', employmentType: 'ALIMONY' },
  name: { firstName: 'Ann', middleName: 'J.', lastName: 'Lee', suffix: 'JR' },
  dob: { day: '5', month: '3', year: '1986' },
  email: 'Ann.Lee@Example.com',
  phoneNumber: '(212) 555-0123',
  consents: {
    communicationConsent: true,
    smsMarketingConsent: true,
    smsTransactionalConsent: false,
    termPrivacyConsent: true,
  },
  flags: { saleStatusSet: true, incomeSet: true, prepopulationComplete: false },
} satisfies RegisterData;
