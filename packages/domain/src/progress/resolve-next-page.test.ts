import { describe, expect, it } from 'vitest';
import { buildApp, FULL_PROFILE, JOURNEY } from './progress-fixtures.ts';
import { type NextPage, resolveNextPage, toNextPageHref } from './resolve-next-page.ts';
import { shouldRouteAutomatically } from './routing-triggers.ts';

const app = buildApp();
const page = (path: string) => ({ kind: 'page', page: path });

describe('resolveNextPage', () => {
  it.each([
    ['PRG-110 no profile', { serverStep: 'HMDA', application: app, profile: null }, { kind: 'dashboard' }],
    [
      'PRG-110 no application',
      { serverStep: 'HMDA', application: undefined, profile: FULL_PROFILE },
      { kind: 'dashboard' },
    ],
    [
      'SGN-010 CO_DEEDER',
      { serverStep: 'HMDA', application: app, profile: { ...FULL_PROFILE, type: 'CO_DEEDER' } },
      { kind: 'clearTokenAndReload' },
    ],
    [
      'SGN-010 CO_DEEDER without application',
      { profile: { type: 'CO_DEEDER' } },
      { kind: 'clearTokenAndReload' },
    ],
    [
      'server step first',
      { serverStep: 'HMDA', clientState: 'docVerify', application: app, profile: FULL_PROFILE },
      page('start/hmda'),
    ],
    [
      'unmapped step → client state',
      { serverStep: 'MERCHANT_REVIEW', clientState: 'waitMerchant', application: app, profile: FULL_PROFILE },
      page('merchant/review'),
    ],
    [
      'no step → client state',
      { clientState: 'ach', application: app, profile: FULL_PROFILE },
      page('bank/disburse'),
    ],
    [
      'no state → derived (liens)',
      { serverStep: null, application: JOURNEY.lienInfo, profile: FULL_PROFILE },
      page('liens'),
    ],
    ['no state → derived (profile stays)', { application: app, profile: FULL_PROFILE }, { kind: 'stay' }],
    [
      'unknown client state → root',
      { clientState: 'mystery', application: app, profile: FULL_PROFILE },
      { kind: 'root' },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(resolveNextPage(input)).toEqual(expected);
  });
});

describe('toNextPageHref', () => {
  const uuid = '0b7e3c1a-1111-4222-8333-444455556666';
  it.each([
    [page('identity'), `/account/heloc/${uuid}/identity`],
    [
      { kind: 'page', page: 'product/select', query: { from: 'OFFER_SELECTION', decision: 'A B' } },
      `/account/heloc/${uuid}/product/select?from=OFFER_SELECTION&decision=A%20B`,
    ],
    [{ kind: 'root' }, '/'],
    [{ kind: 'dashboard' }, '/dashboard'],
    [{ kind: 'stay' }, null],
    [{ kind: 'clearTokenAndReload' }, null],
  ] as const)('%j → %s', (next, href) => {
    expect(toNextPageHref(uuid, next as NextPage)).toBe(href);
  });
});

describe('routing triggers (PRG-108, PRG-109)', () => {
  it.each([
    ['PRG-108 declined decision', 'start/hmda', 'HMDA', 'DECLINE', true],
    ['PRG-108 declined on disclosures', 'document/disclosures', 'HMDA', 'DECLINE', false],
    [
      'PRG-108 declined on disclosures (full path)',
      '/account/heloc/u/document/disclosures/',
      'HMDA',
      'DECLINE',
      false,
    ],
    ['PRG-109 terminal step', '/account/heloc/u/income/review', 'CANCELLED', 'APPROVED', true],
    ['PRG-109 terminal on disclosures', '/account/heloc/u/document/disclosures?x=1', 'DECLINED', null, false],
    ['PRG-109 assets prequal is terminal', 'product/select', 'ASSETS_PREQUAL', null, true],
    ['not terminal, not declined', 'income/review', 'INCOME_VERIFICATION', 'APPROVED', false],
    ['no step, no decision', 'income/review', null, null, false],
  ] as const)('%s', (_name, current, serverStep, uwDecision, expected) => {
    expect(shouldRouteAutomatically({ page: current, serverStep, uwDecision })).toBe(expected);
  });
});
