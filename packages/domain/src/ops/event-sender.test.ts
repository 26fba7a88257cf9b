import { describe, expect, it } from 'vitest';
import { STEP_GRAPH } from '../lifecycle/step-graph.ts';
import { findEventSender, isOpsSendable } from './event-sender.ts';

describe('findEventSender', () => {
  it('names one sender per event: every transition of an event is sent by the same actor', () => {
    for (const transition of STEP_GRAPH) {
      expect(findEventSender(transition.event), transition.event).toBe(transition.by);
    }
  });

  it.each([
    ['RECORDED', 'PROVIDER', true],
    ['FUNDED', 'PROVIDER', true],
    ['TITLE_CLEARED', 'PROVIDER', true],
    ['CANCELLED_BY_OPS', 'OPS', true],
    ['PAYSTUBS_APPROVED', 'OPS', true],
    ['RESCINDED', 'BORROWER', false],
    ['RESCISSION_PERIOD_ENDED', 'JOB', false],
  ] as const)('%s is sent by %s (ops may send it: %s)', (event, sender, sendable) => {
    expect(findEventSender(event)).toBe(sender);
    expect(isOpsSendable(sender)).toBe(sendable);
  });

  it('knows no sender for an unknown event', () => {
    expect(findEventSender('MADE_UP')).toBeUndefined();
  });
});
