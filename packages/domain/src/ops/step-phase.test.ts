import { describe, expect, it } from 'vitest';
import { STEP_GRAPH } from '../lifecycle/step-graph.ts';
import { stepPhase } from './step-phase.ts';

describe('stepPhase', () => {
  it('places the first step in application and credit, the funding steps in closing', () => {
    expect(stepPhase('WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE')).toBe('APPLICATION_AND_CREDIT');
    expect(stepPhase('RECORDING')).toBe('CLOSING_AND_FUNDING');
  });

  it('calls an ended application FINAL', () => {
    expect(stepPhase('COMPLETE')).toBe('FINAL');
    expect(stepPhase('DECLINED')).toBe('FINAL');
    expect(stepPhase('CANCELLED')).toBe('FINAL');
  });

  it('knows a phase for every step of the journey', () => {
    // UNKNOWN is only ever left by the staff's cancel and decline: it belongs to no phase.
    const steps = new Set(
      STEP_GRAPH.flatMap((row) => [row.from, row.to]).filter((step) => step !== 'UNKNOWN'),
    );
    for (const step of steps) {
      expect(stepPhase(step), step).not.toBeNull();
    }
  });

  it('has no phase for a step no table knows', () => {
    expect(stepPhase('NOT_A_STEP')).toBeNull();
    expect(stepPhase('UNKNOWN')).toBeNull();
  });
});
