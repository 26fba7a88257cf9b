import { describe, expect, it } from 'vitest';
import { STEP_GRAPH } from '../lifecycle/step-graph.ts';
import { VENDOR_EVENTS, vendorEventsFrom } from './vendor-events.ts';

describe('the vendor events of the sandbox tools', () => {
  it('labels every PROVIDER event of the step graph, and nothing else', () => {
    const providerEvents = new Set(
      STEP_GRAPH.filter((move) => move.by === 'PROVIDER').map((move) => move.event),
    );
    expect(Object.keys(VENDOR_EVENTS).sort()).toEqual([...providerEvents].sort());
  });

  it.each([
    ['FINAL_TITLE_PROCESSING', ['TITLE_CLEARED', 'TITLE_EXCEPTIONS_FOUND']],
    ['E_NOTARY_SESSION', ['NOTARY_COMPLETED', 'NOTARY_SESSION_FAILED']],
    ['FUNDING_DECISION', ['FUNDED']],
    ['OFFER_SELECTION', []],
  ] as const)('from %s: %j', (step, events) => {
    expect(vendorEventsFrom(step).map((move) => move.event)).toEqual(events);
  });
});
