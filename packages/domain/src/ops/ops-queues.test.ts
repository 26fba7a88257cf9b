import { describe, expect, it } from 'vitest';
import { OPS_END_EVENTS, STEP_GRAPH } from '../lifecycle/step-graph.ts';
import { OPS_DECISION_STEPS, OPS_QUEUE_IDS, OPS_QUEUES, queueOfStep, stepsOfQueue } from './ops-queues.ts';

const decisionSteps = [
  ...new Set(
    STEP_GRAPH.filter((t) => t.by === 'OPS' && !Object.hasOwn(OPS_END_EVENTS, t.event)).map((t) => t.from),
  ),
];

describe('the work queues of the step graph', () => {
  it.each(decisionSteps)('puts the decision step %s in exactly one queue', (step) => {
    const holding = OPS_QUEUE_IDS.filter((queue) => stepsOfQueue(queue).includes(step));
    expect(holding).toHaveLength(1);
    expect(queueOfStep(step)).toBe(holding[0]);
  });

  it.each(OPS_QUEUE_IDS)('lists in %s only steps where staff decide something', (queue) => {
    expect(OPS_QUEUES[queue].steps.length).toBeGreaterThan(0);
    for (const step of stepsOfQueue(queue)) {
      expect(OPS_DECISION_STEPS).toContain(step);
    }
  });

  it('has no queue for steps that wait on a borrower, a job or a vendor', () => {
    expect(queueOfStep('OFFER_SELECTION')).toBeUndefined();
    expect(queueOfStep('EMPLOYMENT_VERIFICATION')).toBeUndefined();
    expect(queueOfStep('COMPLETE')).toBeUndefined();
    expect(queueOfStep('FRAUD_REVIEW')).toBe('FRAUD_REVIEW');
    expect(queueOfStep('FINAL_TITLE_REVIEW')).toBe('TITLE_EXCEPTIONS');
  });

  it('derives the decision steps from the graph', () => {
    expect([...OPS_DECISION_STEPS].sort()).toEqual([...decisionSteps].sort());
  });
});
