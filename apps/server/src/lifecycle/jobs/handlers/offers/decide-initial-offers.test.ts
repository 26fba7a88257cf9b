import { describe, expect, it } from 'vitest';
import { getDefaultOrg, ORG_REGISTRY } from '../../../../modules/org/registry/index.ts';
import type { PostalAddress } from '../../../../providers/applicant-ref.ts';
import { FIXED_SANDBOX_ADDRESSES } from '../../../../providers/sandbox/fixed-addresses.ts';
import { createSandboxCreditBureau } from '../../../../providers/sandbox/sandbox-credit-bureau.ts';
import { sandboxHomeValue } from '../../../../providers/sandbox/sandbox-home-value.ts';
import { createSandboxIncome } from '../../../../providers/sandbox/sandbox-income.ts';
import { createSandboxLiens } from '../../../../providers/sandbox/sandbox-liens.ts';
import { createSandboxPropertyData } from '../../../../providers/sandbox/sandbox-property-data.ts';
import { decideInitialOffers } from './decide-initial-offers.ts';

const portland = { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' };
const STATED_ANNUAL_INCOME = 125_000;

/** The sandbox providers' answers for a persona, as the jobs gather them before offers. */
async function gather(lastName: string, address: PostalAddress = portland) {
  const applicant = { firstName: 'Ada', lastName, dob: '1980-07-14', address };
  const credit = await createSandboxCreditBureau().pullCredit({ kind: 'SOFT', repull: false, applicant });
  if (credit.outcome !== 'MATCH') {
    throw new Error(`no report for ${lastName}`);
  }
  const found = await createSandboxPropertyData().findProperty({
    address,
    ownerLastName: lastName,
    repeat: false,
  });
  if (found.outcome !== 'FOUND') {
    throw new Error('no property');
  }
  const liens = await createSandboxLiens().findLiens({ property: found.property, ownerLastName: lastName });
  const income = await createSandboxIncome().assessStatedIncome({
    applicant,
    statedAnnualIncome: STATED_ANNUAL_INCOME,
  });
  return { credit: credit.report, existingLienBalance: liens.totalBalance, income };
}

function decide(
  gathered: Awaited<ReturnType<typeof gather>>,
  org = getDefaultOrg(),
  delinquencyCleared = false,
  address: PostalAddress = portland,
) {
  return decideInitialOffers({
    org,
    ...gathered,
    homeValue: sandboxHomeValue(address),
    hasAvm: true,
    propertyState: address.state,
    manualNotary: false,
    delinquencyCleared,
  });
}

// OFR-004…012 through the personas of DESIGN.md: one row each.
describe('decideInitialOffers by persona', () => {
  it.each([
    ['Lovelace', 'OFFERS_GENERATED', 'APPROVED', 'UNVERIFIED_OFFER', {}],
    ['Limited', 'OFFERS_INCOME_LIMITED', 'APPROVED', 'UNVERIFIED_DTI_LIMITED', {}],
    [
      'Decline',
      'UNDERWRITING_DECLINED',
      'DECLINE',
      undefined,
      { creditScoreDecline: false, dtiDecline: false },
    ],
    [
      'Lowscore',
      'CREDIT_SCORE_DECLINED',
      'DECLINE',
      undefined,
      { creditScoreDecline: true, dtiDecline: false },
    ],
    ['Highdti', 'DTI_DECLINED', 'DECLINE', undefined, { creditScoreDecline: false, dtiDecline: true }],
  ])('%s → %s (%s %s)', async (lastName, event, decision, subDecision, flags) => {
    const result = decide(await gather(lastName));
    expect(result.event).toBe(event);
    expect(result.offerSet?.decision).toBe(decision);
    expect(result.statusPatch).toMatchObject({ uwDecision: decision, ...flags });
    if (subDecision) {
      expect(result.offerSet?.subDecision).toBe(subDecision);
    }
    if (decision === 'DECLINE') {
      expect(result.offerSet?.offers).toEqual([]);
    } else {
      expect(result.offerSet?.offers.length).toBeGreaterThan(0);
    }
  });

  it('Delinquent goes to review, then is priced once staff cleared it', async () => {
    const gathered = await gather('Delinquent');
    expect(decide(gathered)).toMatchObject({ event: 'DELINQUENCY_FOUND', offerSet: null });
    expect(decide(gathered, getDefaultOrg(), true).event).toBe('OFFERS_GENERATED');
  });

  it('Limited carries the unlimited line and the asset-depletion income request (OFR-012)', async () => {
    const { offerSet } = decide(await gather('Limited'));
    const largest = Math.max(...(offerSet?.offers ?? []).map((offer) => offer.max));
    expect(offerSet?.maxDtiUnlimited).toBeGreaterThan(largest);
    expect(offerSet?.incomeRequestRecords).toContainEqual({ methods: ['TRUV_FINANCIAL_ACCOUNTS'] });
  });

  it.each(ORG_REGISTRY.map((org) => [org.companyInfo.orgCode, org] as const))(
    'prices the default persona inside CON-001/002 for %s',
    async (_code, org) => {
      const { offerSet } = decide(await gather('Lovelace'), org);
      for (const offer of offerSet?.offers ?? []) {
        expect(offer.min).toBeGreaterThanOrEqual(15_000);
        expect(offer.max).toBeLessThanOrEqual(400_000);
        expect(offer.rate).toBeGreaterThanOrEqual(7.6);
        expect(offer.rate).toBeLessThanOrEqual(17.2);
        expect(org.pricing.terms).toContain(offer.term);
      }
    },
  );

  it.each(FIXED_SANDBOX_ADDRESSES.map((address) => [`${address.city} ${address.state}`, address] as const))(
    'at %s the default persona gets plain offers and Limited the income-limited one',
    async (_label, address) => {
      expect(decide(await gather('Lovelace', address), getDefaultOrg(), false, address).event).toBe(
        'OFFERS_GENERATED',
      );
      expect(decide(await gather('Limited', address), getDefaultOrg(), false, address).event).toBe(
        'OFFERS_INCOME_LIMITED',
      );
    },
  );
});
