import { CONSERVATIVE_PRICING, FULL_PRICING } from '../offers/test-pricing.ts';
import type { OperatingHoursDay, OrgConfig } from '../org/org-config.ts';
import { WEEKDAYS } from '../org/org-constants.ts';

/** Test-only lenders for the help answers: a national brand and a small credit union. */
type Span = readonly [string, string] | null;

function week(weekdays: Span, saturday: Span): OperatingHoursDay[] {
  return WEEKDAYS.map((weekday, index) => {
    const span = index < 5 ? weekdays : index === 5 ? saturday : null;
    return span
      ? { weekday, weekdayValue: index + 1, isOpen: true, startTime: span[0], endTime: span[1] }
      : { weekday, weekdayValue: index + 1, isOpen: false };
  });
}

type HelpLender = Pick<OrgConfig, 'companyInfo' | 'product' | 'pricing' | 'chatHours'>;

function lender(overrides: {
  name: string;
  short: string;
  phone: string;
  email: string;
  nmls: string;
  hours: OperatingHoursDay[];
  states: string[];
  pricing: OrgConfig['pricing'];
  ageRestricted?: boolean;
}): HelpLender {
  return {
    companyInfo: {
      companyName: overrides.name,
      companyNameShort: overrides.short,
      supportPhoneNumber: { number: overrides.phone },
      supportEmail: overrides.email,
      supportHours: overrides.hours,
      nmlsNumber: overrides.nmls,
      ageRestrictedInterestOnly: overrides.ageRestricted ?? false,
    } as OrgConfig['companyInfo'],
    product: {
      channel: 'RETAIL',
      isNewYork: false,
      isCrypto: false,
      requiresLoanOfficer: false,
      licensedStates: overrides.states,
      excludedZips: [],
      minimumAge: overrides.ageRestricted ? 62 : 18,
      discountTypes: [],
    },
    pricing: overrides.pricing,
  };
}

export const NATIONAL_LENDER = lender({
  name: 'Hearth Home Lending, Inc.',
  short: 'Hearth',
  phone: '888-555-0100',
  email: 'support@hearth.example',
  nmls: '123456',
  hours: week(['06:00', '18:00'], ['08:00', '14:00']),
  states: ['AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'MD', 'OR', 'TX', 'WA'],
  pricing: FULL_PRICING,
});

export const CREDIT_UNION_LENDER = lender({
  name: 'Bluewater Credit Union',
  short: 'Bluewater',
  phone: '503-555-0142',
  email: 'homeloans@bluewater.example',
  nmls: '45678',
  hours: week(['07:00', '16:00'], null),
  states: ['OR', 'WA'],
  pricing: { ...CONSERVATIVE_PRICING, autopayDiscountPercent: 0 },
  ageRestricted: true,
});
