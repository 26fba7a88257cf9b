import { describe, expect, it } from 'vitest';
import { SERVER_STEPS } from '../enums/server-step.ts';
import { PHASE_TRANSITIONS } from './step-graph.ts';
import { LIFECYCLE_PHASES, phaseOfStep, stepsOfPhase } from './step-phase.ts';

describe('the journey phase of a step', () => {
  it('gives every step the graph leaves from one phase, and the end steps none', () => {
    const leaving = new Set(PHASE_TRANSITIONS.map((t) => t.from));
    for (const step of SERVER_STEPS) {
      const holding = LIFECYCLE_PHASES.filter((phase) => stepsOfPhase(phase).includes(step));
      expect(holding, step).toHaveLength(leaving.has(step) ? 1 : 0);
      expect(phaseOfStep(step), step).toBe(holding[0]);
    }
    expect(phaseOfStep('COMPLETE')).toBeUndefined();
    expect(phaseOfStep('FRAUD_REVIEW')).toBe('VERIFICATION_OF_BORROWER');
  });
});
