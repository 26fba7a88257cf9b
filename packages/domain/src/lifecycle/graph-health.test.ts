import { describe, expect, it } from 'vitest';
import { SERVER_STEPS, type ServerStep } from '../enums/server-step.ts';
import { findReachableSteps } from './reachability.ts';
import { CREATION_STEP, FINAL_STEPS, PHASE_TRANSITIONS } from './step-graph.ts';
import { isTerminal } from './transition.ts';

/** UNKNOWN is a read-side fallback (PRG-054), never a step the graph moves to. */
const JUSTIFIED_UNREACHABLE: readonly ServerStep[] = ['UNKNOWN'];

const isFinal = (step: ServerStep) => (FINAL_STEPS as readonly string[]).includes(step);

describe('graph health', () => {
  it('reaches COMPLETE from creation without an OPS cancel or decline', () => {
    expect(findReachableSteps(CREATION_STEP, PHASE_TRANSITIONS).has('COMPLETE')).toBe(true);
  });

  it('reaches every step from creation except the justified ones', () => {
    const reachable = findReachableSteps(CREATION_STEP);
    const unreachable = SERVER_STEPS.filter((step) => !reachable.has(step));
    expect(unreachable).toEqual(JUSTIFIED_UNREACHABLE);
  });

  it('gives every non-final step a way on besides OPS cancel/decline (UNKNOWN aside)', () => {
    const stuck = SERVER_STEPS.filter(
      (step) => !isFinal(step) && !PHASE_TRANSITIONS.some((t) => t.from === step && t.to !== step),
    );
    expect(stuck).toEqual(JUSTIFIED_UNREACHABLE);
  });

  it('leaves no trap: from every reachable non-final step COMPLETE can still be reached', () => {
    const reachable = [...findReachableSteps(CREATION_STEP, PHASE_TRANSITIONS)];
    const trapped = reachable.filter(
      (step) => !isFinal(step) && !findReachableSteps(step, PHASE_TRANSITIONS).has('COMPLETE'),
    );
    expect(trapped).toEqual([]);
  });

  it('treats exactly COMPLETE, DECLINED and CANCELLED as terminal', () => {
    expect(SERVER_STEPS.filter((step) => isTerminal(step))).toEqual(['COMPLETE', 'DECLINED', 'CANCELLED']);
  });

  it('only reaches FUNDABLE after RESCISSION (no funding before rescission ends)', () => {
    const withoutRescission = PHASE_TRANSITIONS.filter((t) => t.from !== 'RESCISSION');
    expect(findReachableSteps(CREATION_STEP, withoutRescission).has('FUNDABLE')).toBe(false);
    expect(findReachableSteps(CREATION_STEP, withoutRescission).has('COMPLETE')).toBe(false);
  });
});
