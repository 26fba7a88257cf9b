import { SERVER_STEPS } from '@hearth/domain/enums/server-step';
import { describe, expect, it } from 'vitest';
import { codeLabel, phaseLabel, STEP_LABELS, stepLabel } from './labels.ts';

describe('step labels', () => {
  it('reads every step as words, never as its code', () => {
    for (const step of SERVER_STEPS) {
      const label = STEP_LABELS[step];
      expect(label, step).not.toMatch(/_/);
      expect(label, step).toMatch(/^[A-Z]/);
      expect(label, step).not.toBe(step);
    }
  });

  it('says the usual steps the way staff do', () => {
    expect(stepLabel('OFFER_SELECTION')).toBe('Offer selection');
    expect(stepLabel('FRAUD_REVIEW')).toBe('Fraud review');
    expect(stepLabel('WAITING_FOR_AVM_DATA')).toBe('Waiting for AVM data');
    expect(stepLabel('NAV_BPO_ORDER_REQUEST')).toBe('BPO order request');
    expect(stepLabel('GEN_NOTE_SIGNING')).toBe('Preparing note signing');
  });

  it('gives every step its own label', () => {
    expect(new Set(Object.values(STEP_LABELS)).size).toBe(SERVER_STEPS.length);
  });

  it('says a final step has ended rather than leaving the phase blank', () => {
    expect(phaseLabel(undefined)).toBe('Ended');
    expect(phaseLabel('OFFERS_AND_UNDERWRITING')).toBe('Offers and underwriting');
  });

  it('reads a file’s other status codes as words, and an absent one as nothing', () => {
    expect(codeLabel('BPO_NOT_REQUIRED')).toBe('BPO not required');
    expect(codeLabel('TITLE_REQUIRED')).toBe('Title required');
    expect(codeLabel('OPEN')).toBe('Open');
    expect(codeLabel(null)).toBeNull();
  });
});
