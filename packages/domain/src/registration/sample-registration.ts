/**
 * A sample create-HELOC request (the body register-v2's last step sends) for tests, end-to-end
 * specs and benches: one place that knows a complete, valid application, so each caller states
 * only what it changes. The server never uses it.
 */

export interface SampleAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

/** The sample borrower's home, which is also the property (state OR: no state-specific notices). */
export const SAMPLE_ADDRESS: SampleAddress = {
  street1: '123 Main St',
  street2: '',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
};

export interface SampleCreateHelocOptions {
  /** The legal last name; sandbox personas are picked by it. */
  lastName?: string;
  email?: string;
  /** The home and property address. */
  address?: SampleAddress;
}

/**
 * A complete create body for Ada (born 1980, earning $120,000 full time) owning and living in the
 * given address, with the three required consents. Spread it to change or add fields.
 */
export function sampleCreateHelocBody({
  lastName = 'Lovelace',
  email = 'ada@example.com',
  address = SAMPLE_ADDRESS,
}: SampleCreateHelocOptions = {}) {
  return {
    profileRequest: {
      name: { firstName: 'Ada', middleName: '', lastName, suffix: '' },
      email,
      dob: '1980-07-14',
      phoneNumber: '2125550123',
      homeAddress: address,
      assetAddress: address,
    },
    propertyRequest: { address, occupancyType: 'HOME' },
    propertyListedForSale: false,
    income: { incomePrimary: 120000, incomeOther: 5000, incomeCoDeeders: [] as number[] },
    employmentType: 'FULL_TIME',
    consentRequests: [
      { type: 'TERMS_AND_PRIVACY' },
      { type: 'ELECTRONIC_COMMUNICATIONS' },
      { type: 'SOFT_CREDIT' },
    ],
  };
}
