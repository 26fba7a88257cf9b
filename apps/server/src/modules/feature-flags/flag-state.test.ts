import { MAINTENANCE_DEFAULTS } from '@hearth/domain/org/feature-flags';
import { describe, expect, it } from 'vitest';
import { findOrg } from '../org/registry/index.ts';
import type { FlagOverrides } from './flag-overrides.ts';
import { decideFlag, getFlagState, listFlags } from './flag-state.ts';

const hearth = findOrg('hearth');
const silverpine = findOrg('silverpine');
if (!hearth || !silverpine) {
  throw new Error('registry is missing the named orgs');
}

describe('getFlagState', () => {
  it.each<[string, FlagOverrides, string, boolean]>([
    ['the org toggle when there is no override', {}, 'fe-heloc-redesign-2025', true],
    // ORG-047 (decision 020): DDP_Pilot gates nothing and is off unless a lender turns it on.
    ['off for a flag the org does not set', {}, 'DDP_Pilot', false],
    [
      'the * override over the toggle',
      { '*': { 'fe-heloc-redesign-2025': { enabled: false } } },
      'fe-heloc-redesign-2025',
      false,
    ],
    [
      'the org override over the * override',
      {
        '*': { 'fe-heloc-redesign-2025': { enabled: false } },
        hearth: { 'fe-heloc-redesign-2025': { enabled: true } },
      },
      'fe-heloc-redesign-2025',
      true,
    ],
    ['off for a key Object.prototype has', {}, 'constructor', false],
    ['another org override is ignored', { silverpine: { DDP_Pilot: { enabled: true } } }, 'DDP_Pilot', false],
    [
      'an override without enabled keeps the toggle',
      { hearth: { 'fe-heloc-redesign-2025': { variables: { a: 1 } } } },
      'fe-heloc-redesign-2025',
      true,
    ],
  ])('is %s', (_label, overrides, key, enabled) => {
    expect(getFlagState(hearth, overrides, key).enabled).toBe(enabled);
  });

  it('merges maintenance variables: defaults, then *, then the org', () => {
    const overrides: FlagOverrides = {
      '*': {
        'fe-heloc-maintenance': {
          enabled: true,
          variables: { routes: ['/account/heloc/*'], message: 'Back soon' },
        },
      },
      hearth: { 'fe-heloc-maintenance': { variables: { message: 'Hearth is upgrading' } } },
    };
    expect(getFlagState(hearth, overrides, 'fe-heloc-maintenance')).toEqual({
      enabled: true,
      variables: { ...MAINTENANCE_DEFAULTS, routes: ['/account/heloc/*'], message: 'Hearth is upgrading' },
    });
    expect(getFlagState(silverpine, overrides, 'fe-heloc-maintenance').variables.message).toBe('Back soon');
  });
});

describe('listFlags and decideFlag', () => {
  it('lists every known flag plus override-only keys, with variables as key/defaultValue', () => {
    const flags = listFlags(hearth, { '*': { 'fe-relative-url-signer': { enabled: true } } });
    const keys = flags.map((flag) => flag.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(
      expect.arrayContaining(['fe-heloc-redesign-2025', 'DDP_Pilot', 'fe-relative-url-signer']),
    );
    expect(flags.find((flag) => flag.key === 'fe-heloc-maintenance')?.variables).toContainEqual({
      key: 'pageTitle',
      defaultValue: 'Scheduled Maintenance',
    });
  });

  it('decides a flag with its variation and variables', () => {
    expect(decideFlag(silverpine, {}, 'fe-heloc-redesign-2025')).toEqual({
      featureKey: 'fe-heloc-redesign-2025',
      enabled: false,
      variationKey: 'off',
      variables: {},
    });
  });
});
