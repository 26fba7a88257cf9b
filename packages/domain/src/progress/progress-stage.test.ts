import { describe, expect, it } from 'vitest';
import type { ProgressStage } from '../enums/progress-stage.ts';
import { CLIENT_STATES, type ClientState } from './client-states.ts';
import { buildProgressIndicator } from './progress-indicator.ts';
import { getProgressStage, getProgressStageIndex } from './progress-stage.ts';

describe('PRG-048 coarse stage per client state', () => {
  it.each([
    ['profile', false, 'INITIAL', 0],
    ['liens', false, 'INITIAL', 0],
    ['declined', false, 'INITIAL', 0],
    ['product', false, 'PRODUCT_SELECT', 1],
    ['assetDepletion', false, 'PRODUCT_SELECT', 1],
    ['moreProfile', false, 'MORE_INFO', 2],
    ['appSummary', false, 'MORE_INFO', 2],
    ['incomeReview', false, 'LINK_INCOME', 3],
    ['ach', false, 'LINK_INCOME', 3],
    ['docVerify', false, 'ID_UPLOAD', 4],
    ['waitSign', false, 'SIGNING', 5],
    ['codeed', false, 'SIGNING', 5],
    ['notary', false, 'ENOTARY', 6],
    ['notary', true, 'MANUAL_NOTARY', 6],
    ['insurance', true, 'MANUAL_NOTARY', 6],
    ['waitFund', false, 'COMPLETE', 7],
    ['complete', true, 'COMPLETE', 7],
  ] as const)('%s (manual %s) → %s = %i', (state, manual, stage, index) => {
    expect(getProgressStage(state, manual)).toBe(stage);
    expect(getProgressStageIndex(state, manual)).toBe(index);
  });

  it('gives every client state a stage', () => {
    for (const state of CLIENT_STATES) {
      expect(getProgressStageIndex(state as ClientState)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('PRG-049 application progress indicator', () => {
  const BASE = [
    'Basic Info',
    'Select Offer',
    'Provide More Info',
    'Link Income Sources',
    'Verify Identity',
    'Sign Documents',
  ];

  it.each([
    [false, 'Talk to eNotary'],
    [true, 'Schedule Notary Session'],
  ])('manual notary %s ends with "%s"', (manual, last) => {
    expect(buildProgressIndicator('INITIAL', manual).map((step) => step.label)).toEqual([...BASE, last]);
  });

  it.each([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
  ] as const)('%s marks step %i current, the earlier ones complete', (stage: ProgressStage, current) => {
    const statuses = buildProgressIndicator(stage).map((step) => step.status);
    expect(statuses.indexOf('current')).toBe(current);
    expect(statuses.slice(0, current).every((status) => status === 'complete')).toBe(true);
    expect(statuses.slice(current + 1).every((status) => status === 'upcoming')).toBe(true);
  });

  it('COMPLETE marks every step complete', () => {
    expect(buildProgressIndicator('COMPLETE').every((step) => step.status === 'complete')).toBe(true);
  });
});
