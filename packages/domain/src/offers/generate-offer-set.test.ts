import { describe, expect, it } from 'vitest';
import { type GenerateOfferSetInput, generateOfferSet } from './generate-offer-set.ts';
import { isIncomeLimitedOfferAvailable } from './income-limited.ts';
import { zOfferSet } from './offer-set.ts';
import { FULL_PRICING } from './test-pricing.ts';

const base: GenerateOfferSetInput = {
  pricing: FULL_PRICING,
  discountTypes: ['AUTOPAY'],
  creditScore: 780,
  homeValue: 500_000,
  existingLienBalance: 200_000,
  monthlyDebt: 1_000,
  monthlyIncome: 20_000,
  propertyState: 'MD',
  hasAvm: true,
  manualNotary: false,
};

const generate = (change: Partial<GenerateOfferSetInput> = {}) => generateOfferSet({ ...base, ...change });

describe('generateOfferSet: an approved applicant (hand-computed)', () => {
  const { offerSet, declineReasons } = generate();

  it('is a valid offer set with one FIXED offer per term', () => {
    expect(zOfferSet.parse(offerSet)).toEqual(offerSet);
    expect(declineReasons).toEqual([]);
    expect(offerSet.offers.map((offer) => [offer.type, offer.term])).toEqual([
      ['FIXED', 5],
      ['FIXED', 10],
      ['FIXED', 15],
      ['FIXED', 30],
    ]);
  });

  it('prices 7.5 index + 0.35 margin + 0.04/yr beyond 5, autopay 0.25 off', () => {
    expect(offerSet.offers.map((offer) => [offer.rate, offer.otherRate, offer.baseRate])).toEqual([
      [7.85, 7.6, 7.5],
      [8.05, 7.8, 7.5],
      [8.25, 8, 7.5],
      [8.85, 8.6, 7.5],
    ]);
    expect(offerSet.offers[3]?.discountList).toEqual([
      { discount: { type: 'AUTOPAY' }, rateWithDiscount: 8.6 },
    ]);
  });

  it('lines 15,000 to 0.85 × 500,000 − 200,000; draws net of MD tax at 700/100k and a 4.99% fee on the draw', () => {
    const [offer] = offerSet.offers;
    expect(offer).toMatchObject({
      min: 15_000,
      max: 225_000,
      minDraw: 14_187.07, // (15,000 − 105) × 100 ÷ 104.99, fee 707.93
      maxDraw: 212_805.99, // (225,000 − 1,575) × 100 ÷ 104.99, fee 10,619.01
      originationFee: 4.99,
    });
    expect([offerSet.minRecordingTax, offerSet.maxRecordingTax]).toEqual([105, 1_575]);
  });

  it('is APPROVED, unverified, not DTI limited, with the default recording fee only', () => {
    expect(offerSet).toMatchObject({
      decision: 'APPROVED',
      subDecision: 'UNVERIFIED_OFFER',
      maxDtiUnlimited: null,
      ofeeMaxThreshold: null,
      costs: { totalPaidByBorrower: 150 },
    });
    expect(offerSet.incomeRequestRecords).toHaveLength(1);
  });
});

describe('generateOfferSet: variations', () => {
  it('DTI caps each term (room 0.5 × 5,000 − 1,500 = 1,000 a month) → UNVERIFIED_DTI_LIMITED', () => {
    const { offerSet } = generate({ monthlyIncome: 5_000, monthlyDebt: 1_500, propertyState: 'CA' });
    expect(offerSet.offers.map((offer) => offer.max)).toEqual([49_493, 82_242, 103_077, 125_967]);
    expect(offerSet.offers[0]?.maxDraw).toBe(47_140.69); // 49,493 − 2,352.31 (4.99% of the draw)
    expect(offerSet).toMatchObject({ subDecision: 'UNVERIFIED_DTI_LIMITED', maxDtiUnlimited: 225_000 });
    expect(offerSet.incomeRequestRecords).toHaveLength(2);
  });

  it('the Limited persona: given UNVERIFIED_DTI_LIMITED and capped → the income-limited offer (OFR-012)', () => {
    const { offerSet } = generate({
      monthlyIncome: 5_000,
      monthlyDebt: 1_500,
      subDecision: 'UNVERIFIED_DTI_LIMITED',
    });
    expect(
      isIncomeLimitedOfferAvailable({ ...offerSet, assetDepletion: { complete: false }, amount: null }),
    ).toBe(true);
  });

  it('a verified applicant capped by DTI → VERIFIED_DTI_LIMITED, no income requests', () => {
    const { offerSet } = generate({
      monthlyIncome: 5_000,
      monthlyDebt: 1_500,
      subDecision: 'VERIFIED_OFFER',
    });
    expect(offerSet.subDecision).toBe('VERIFIED_DTI_LIMITED');
    expect(offerSet.incomeRequestRecords).toEqual([]);
  });

  it('credit-union orgs list their discounts on every offer', () => {
    const { offerSet } = generate({ discountTypes: ['AUTOPAY', 'CREDIT_UNION', 'TEACHERS_FEDERAL_CU'] });
    expect(offerSet.offers[0]?.discountList.map((item) => item.discount.type)).toEqual([
      'AUTOPAY',
      'CREDIT_UNION',
      'TEACHERS_FEDERAL_CU',
    ]);
  });

  it('a fee cap becomes ofeeMaxThreshold and widens the draw', () => {
    const { offerSet } = generate({ originationFeeCap: 5_000, propertyState: 'CA' });
    expect(offerSet.ofeeMaxThreshold).toBe(5_000);
    expect(offerSet.offers[0]?.maxDraw).toBe(220_000);
  });

  it('costs follow the AVM and notary choice', () => {
    expect(generate({ hasAvm: false, manualNotary: true }).offerSet.costs.totalPaidByBorrower).toBe(630);
  });

  it('terms are de-duplicated and ascending', () => {
    const { offerSet } = generate({ pricing: { ...FULL_PRICING, terms: [30, 5, 30] } });
    expect(offerSet.offers.map((offer) => offer.term)).toEqual([5, 30]);
  });
});

describe('generateOfferSet: declines carry their reasons', () => {
  it.each<[string, Partial<GenerateOfferSetInput>, string[]]>([
    ['a low score', { creditScore: 600 }, ['CREDIT_SCORE_TOO_LOW']],
    ['existing DTI over 50%', { monthlyIncome: 4_000, monthlyDebt: 2_100 }, ['DTI_TOO_HIGH']],
    [
      'a DTI cap under the minimum line (room 100 a month)',
      { monthlyIncome: 4_000, monthlyDebt: 1_900 },
      ['DTI_TOO_HIGH'],
    ],
    ['no equity', { existingLienBalance: 420_000 }, ['INSUFFICIENT_EQUITY']],
  ])('%s', (_case, change, reasons) => {
    const { offerSet, declineReasons } = generate(change);
    expect(declineReasons).toEqual(reasons);
    expect(zOfferSet.parse(offerSet)).toMatchObject({
      offers: [],
      decision: 'DECLINE',
      subDecision: 'UNKNOWN_SUBDECISION',
      maxDtiUnlimited: null,
    });
  });
});
