import { SERVER_STEPS } from '@hearth/domain/enums/server-step';
import { describe, expect, it } from 'vitest';
import { canContinue, getStatusPhase, STATUS_PHASES } from './describe-status.ts';

describe('getStatusPhase', () => {
  it.each([
    ['WAITING_FOR_SOFT_CREDIT', true, 'prequalification'],
    ['SOFT_CREDIT_LOCKED_OR_FROZEN', true, 'prequalification'],
    ['OFFER_SELECTION', true, 'offers'],
    ['HMDA', true, 'application'],
    ['IDENTITY_VERIFICATION', true, 'verification'],
    ['NAV_BPO_PROCESSING', true, 'valuation'],
    ['INSURANCE_REVIEW', true, 'title'],
    ['NOTE_SIGNING', true, 'closing'],
    ['RESCISSION', true, 'funding'],
    ['COMPLETE', false, 'funded'],
    ['DECLINED', true, 'declined'],
    ['CANCELLED', false, 'cancelled'],
    ['OFFER_SELECTION', false, 'inactive'],
    ['SOMETHING_NEW', true, 'inProgress'],
  ] as const)('%s (active %s) reads as %s', (step, active, phase) => {
    expect(getStatusPhase(step, active)).toBe(phase);
  });

  it('gives every server step a phase', () => {
    for (const step of SERVER_STEPS) {
      expect(STATUS_PHASES).toContain(getStatusPhase(step, true));
    }
  });
});

describe('canContinue', () => {
  it('offers Continue only while the application is open', () => {
    expect(canContinue('offers')).toBe(true);
    expect(canContinue('inProgress')).toBe(true);
    expect(canContinue('funded')).toBe(false);
    expect(canContinue('declined')).toBe(false);
    expect(canContinue('inactive')).toBe(false);
  });
});
