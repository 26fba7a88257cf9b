import { describe, expect, it } from 'vitest';
import { STEP_GRAPH } from '../lifecycle/step-graph.ts';
import { CHECKED_EVENTS, needsChecker } from './checked-events.ts';
import { findEventSender, isOpsSendable } from './event-sender.ts';

describe('which staff events need a checker', () => {
  it.each([
    ['CANCELLED_BY_OPS', true],
    ['DECLINED_BY_OPS', true],
    ['FUNDED', true],
    ['VALUATION_APPROVED', true],
    ['VALUATION_BELOW_OFFER', false],
    ['INSURANCE_REJECTED', false],
    ['REVIEW_CLEARED', false],
    ['RECORDED', false],
    ['PAYOFF_APPROVED', false],
    ['toString', false],
    ['', false],
  ])('%s → %s', (event, expected) => {
    expect(needsChecker(event)).toBe(expected);
  });

  it('names only events the ops API may send, each one a move of the graph', () => {
    for (const event of Object.keys(CHECKED_EVENTS)) {
      const sender = findEventSender(event);
      expect(sender, event).toBeDefined();
      expect(isOpsSendable(sender ?? 'JOB'), event).toBe(true);
    }
  });

  it('covers every OPS move that ends a file or funds it', () => {
    const endsOrFunds = STEP_GRAPH.filter(
      (t) => isOpsSendable(t.by) && (t.to === 'CANCELLED' || t.to === 'DECLINED' || t.to === 'COMPLETE'),
    );
    expect(endsOrFunds.length).toBeGreaterThan(0);
    for (const transition of endsOrFunds) {
      expect(needsChecker(transition.event), transition.event).toBe(true);
    }
  });
});
