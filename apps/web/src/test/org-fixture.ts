import { type OrgPayload, WEEKDAYS, zOrgPayload } from '@hearth/domain/org/org-config';

const week = WEEKDAYS.map((weekday, index) => ({
  weekday,
  weekdayValue: index + 1,
  isOpen: index < 5,
  ...(index < 5 ? { startTime: '06:00', endTime: '18:00' } : {}),
}));

/** A valid org payload for component tests (the flagship brand unless overridden). */
export function makeOrgPayload(
  overrides: {
    companyInfo?: Partial<OrgPayload['orgMetaData']['companyInfo']>;
    heloc?: Partial<OrgPayload['orgMetaData']['heloc']>;
  } = {},
): OrgPayload {
  return zOrgPayload.parse({
    baseUrl: 'http://localhost:3000',
    canonicalOrgCode: 'hearth',
    orgBrand: 'hearth',
    orgCode: 'hearth',
    orgMetaData: {
      companyInfo: {
        orgCode: 'hearth',
        companyName: 'Hearth Home Lending',
        companyNameShort: 'Hearth',
        companyProduct: 'HELOC',
        companyAddress: { street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' },
        companyHomeUrl: '/',
        nmlsNumber: '123456',
        nmlsUrl: 'https://www.nmlsconsumeraccess.org/',
        supportEmail: 'support@hearth.test',
        supportPhoneNumber: { number: '888-555-0100' },
        supportHours: week,
        privacyPolicyUrl: '/privacy',
        termsOfUseUrl: '/terms',
        termsLabel: 'Terms of Use',
        licensesUrl: '/licenses',
        communicationsUrl: '/communications',
        additionalUrls: [],
        allowRegulatorReview: false,
        showCopyrightYear: true,
        lenderImageKey: 'EHL',
        publicFeatureToggles: {},
        ageRestrictedInterestOnly: false,
        disclosures: [],
        showIllinoisNotice: false,
        logoText: 'Hearth',
        theme: {
          primary: '#8a2d0f',
          primaryContrast: '#ffffff',
          accent: '#1d4ed8',
          surface: '#ffffff',
          text: '#1f2937',
        },
        ...overrides.companyInfo,
      },
      heloc: {
        channel: 'RETAIL',
        isNewYork: false,
        isCrypto: false,
        requiresLoanOfficer: false,
        licensedStates: ['CA'],
        excludedZips: [],
        minimumAge: 18,
        discountTypes: [],
        ...overrides.heloc,
      },
    },
    orgPricingData: {
      minLineAmount: 15_000,
      maxLineAmount: 400_000,
      minApr: 7.6,
      maxApr: 17.2,
      maxOriginationFeePercent: 4.99,
      maxCltv: 0.85,
      terms: [10],
      autopayDiscountPercent: 0.25,
      rateBands: [{ minScore: 700, margin: 1 }],
      indexRate: 7.5,
    },
  });
}
