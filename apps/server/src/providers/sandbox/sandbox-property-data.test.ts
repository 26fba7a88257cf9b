import { describe, expect, it } from 'vitest';
import { isRegistryAddress, sandboxHomeValue } from './sandbox-home-value.ts';
import { createSandboxLiens } from './sandbox-liens.ts';
import { createSandboxPropertyData } from './sandbox-property-data.ts';

const portland = { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' };
const austin = { street1: '456 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
const data = createSandboxPropertyData();
const liens = createSandboxLiens();

// One row per property persona (DESIGN.md): found, not found, several, no AVM.
describe('sandbox property data and AVM', () => {
  it.each([
    ['Lovelace', false, 'FOUND'],
    ['Noproperty', false, 'NOT_FOUND'],
    ['Noproperty', true, 'FOUND'],
    ['Multiple', false, 'MULTIPLE'],
    ['Multiple', true, 'FOUND'],
  ])('%s (repeat %s) → %s', async (ownerLastName, repeat, outcome) => {
    const result = await data.findProperty({ address: portland, ownerLastName, repeat });
    expect(result.outcome).toBe(outcome);
    if (result.outcome === 'MULTIPLE') {
      expect(result.candidates).toHaveLength(2);
    }
  });

  it.each([
    ['Lovelace', portland, 'VALUED', null],
    ['Noavm', portland, 'NO_AVM', null],
    ['Lovelace', austin, 'VALUED', 'BPO'],
    ['Noavm', austin, 'NO_AVM', 'BPO'],
  ] as const)('%s at %o → %s, valuation required %s', async (ownerLastName, address, outcome, required) => {
    const found = await data.findProperty({ address, ownerLastName: 'Lovelace', repeat: false });
    if (found.outcome !== 'FOUND') {
      throw new Error('not found');
    }
    const avm = await data.valueProperty({ property: found.property, ownerLastName });
    expect(avm).toMatchObject({ outcome, requiredValuation: required });
    if (avm.outcome === 'VALUED') {
      expect(avm.value).toBe(sandboxHomeValue(address));
    }
  });

  it('values registry homes between 320,000 and 880,000 in thousands', () => {
    expect(isRegistryAddress(portland)).toBe(true);
    const value = sandboxHomeValue(portland);
    expect(value % 1_000).toBe(0);
    expect(value).toBeGreaterThanOrEqual(320_000);
    expect(value).toBeLessThanOrEqual(880_000);
  });
});

describe('sandbox liens', () => {
  it.each([
    ['Lovelace', 0.7, false, false],
    ['Limited', 0.45, false, false],
    ['Decline', 0.98, false, false],
    ['Liens', 0.7, true, false],
    ['Titlereview', 0.7, false, true],
  ])(
    '%s: first mortgage at %f of value, confirm %s, title review %s',
    async (name, share, confirm, review) => {
      const found = await data.findProperty({ address: portland, ownerLastName: name, repeat: false });
      if (found.outcome !== 'FOUND') {
        throw new Error('not found');
      }
      const report = await liens.findLiens({ property: found.property, ownerLastName: name });
      // Liens also owes an unpaid county tax lien, marked for payoff from the draw (OFR-010).
      const taxLien = confirm ? 4_200 : 0;
      expect(report.totalBalance).toBe(Math.round(sandboxHomeValue(portland) * share) + taxLien);
      expect(report.liens.filter((lien) => lien.payOffStatus === 'MARKED_FOR_PAYOFF')).toHaveLength(
        confirm ? 1 : 0,
      );
      expect(report).toMatchObject({
        newLienPosition: 2,
        needsBorrowerConfirmation: confirm,
        titlePrequalReview: review,
      });
      expect(report.liens[0]).toMatchObject({ position: 1, type: 'MORTGAGE' });
    },
  );
});
