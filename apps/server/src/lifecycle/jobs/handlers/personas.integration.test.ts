import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers.ts';
import { listDocuments } from '../../../modules/documents/document.repository.ts';
import { buildLifecycleTestApp, createApplicationAs, waitForStep } from './test/journey-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildLifecycleTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Where each persona stops (DESIGN.md): the step whose page the client shows (PRG-057…088). */
const PERSONAS = [
  ['Lovelace', 'OFFER_SELECTION', {}, 'PRG-067'],
  ['Frozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN', { creditFrozenWithPin: false }, 'PRG-059'],
  ['Pinfrozen', 'SOFT_CREDIT_LOCKED_OR_FROZEN', { creditFrozenWithPin: true }, 'PRG-059'],
  ['Nomatch', 'CREDIT_NO_MATCH', {}, 'PRG-057'],
  ['Bureauerror', 'CREDIT_ERROR', {}, 'PRG-081'],
  ['Minor', 'CREDIT_MINOR', {}, 'PRG-081'],
  ['Alert', 'FACTA_REVIEW', {}, 'PRG-081'],
  ['Noproperty', 'NO_PROPERTY_FOUND', { datatreeNoMatch: true }, 'PRG-060'],
  ['Multiple', 'MULTIPLE_PROPERTIES', {}, 'PRG-060'],
  ['Noavm', 'NO_AVM_FOUND', {}, 'PRG-076'],
  ['Liens', 'LIEN_VERIFICATION', { liensComplete: false }, 'PRG-082'],
  ['Titlereview', 'PREQUAL_TITLE', {}, 'PRG-081'],
  ['Delinquent', 'DELINQUENCY_REVIEW', {}, 'PRG-064'],
  ['Decline', 'DECLINED', { uwDecision: 'DECLINE', creditScoreDecline: false, dtiDecline: false }, 'PRG-061'],
  ['Lowscore', 'DECLINED', { uwDecision: 'DECLINE', creditScoreDecline: true, dtiDecline: false }, 'PRG-031'],
  ['Highdti', 'DECLINED', { uwDecision: 'DECLINE', creditScoreDecline: false, dtiDecline: true }, 'PRG-031'],
  // CON-008: bought a month ago, inside the 90-day window.
  [
    'Newowner',
    'DECLINED',
    { uwDecision: 'DECLINE', creditScoreDecline: false, dtiDecline: false },
    'CON-008',
  ],
  [
    'Limited',
    'ASSETS_PREQUAL',
    { uwDecision: 'APPROVED', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' },
    'PRG-072',
  ],
] as const;

const RESTING_STEPS = [...new Set(PERSONAS.map(([, step]) => step))];

// PRG-057…088: each persona from create, through the real job engine, to the step of its page.
describe('sandbox personas from create to their page', () => {
  it.each(PERSONAS)('%s stops at %s (%o, %s)', async (lastName, step, flags) => {
    const { uuid } = await createApplicationAs(t, lastName);
    const row = await waitForStep(t, uuid, RESTING_STEPS);
    expect(row.serverStep).toBe(step);
    expect(row.status).toMatchObject(flags);
    if (step === 'DECLINED') {
      const documents = await listDocuments(t.db, uuid);
      expect(documents.map((document) => document.type)).toContain('ADVERSE_ACTION_NOTICE');
      expect(row.active).toBe(false);
    }
  });

  it('Limited gets the income-limited offer set (OFR-008, OFR-012): capped offers and the unlimited line', async () => {
    const { uuid } = await createApplicationAs(t, 'Limited');
    const row = await waitForStep(t, uuid, RESTING_STEPS);
    const offerSet = row.offerSet as {
      offers: { max: number }[];
      maxDtiUnlimited: number | null;
      subDecision: string;
    };
    expect(offerSet.subDecision).toBe('UNVERIFIED_DTI_LIMITED');
    expect(offerSet.offers.length).toBeGreaterThan(0);
    expect(offerSet.maxDtiUnlimited).toBeGreaterThan(Math.max(...offerSet.offers.map((offer) => offer.max)));
  });
});
