import { describe, expect, it } from 'vitest';
import {
  allowedEvents,
  applyEvent,
  isStepEvent,
  isTerminal,
  recordEvent,
  zTimelineEntry,
} from './transition.ts';

describe('applyEvent refuses illegal moves with a reason', () => {
  it.each([
    [
      'NOTE_SIGNING before OFFER_SELECTION',
      'OFFER_SELECTION',
      'NOTE_SIGNED',
      'BORROWER',
      /not allowed at OFFER_SELECTION/,
    ],
    ['funding before rescission ends', 'RESCISSION', 'FUNDED', 'PROVIDER', /not allowed at RESCISSION/],
    ['a second offer selection', 'COLLECT_ADDITIONAL_INFO', 'OFFER_SELECTED', 'BORROWER', /not allowed/],
    ['signing the summary before HMDA', 'HMDA', 'SUMMARY_SIGNED', 'BORROWER', /allowed: HMDA_SUBMITTED/],
    [
      'a borrower firing a job event',
      'WAITING_FOR_SOFT_CREDIT',
      'SOFT_CREDIT_MATCHED',
      'BORROWER',
      /sent by JOB, not BORROWER/,
    ],
    ['a borrower cancelling as ops', 'HMDA', 'CANCELLED_BY_OPS', 'BORROWER', /sent by OPS/],
    ['an event nobody knows', 'HMDA', 'TELEPORT', 'OPS', /TELEPORT \(unknown event\) is not allowed/],
    ['a step nobody knows', 'NOT_A_STEP', 'HMDA_SUBMITTED', 'BORROWER', /Unknown step NOT_A_STEP/],
    ['anything after COMPLETE', 'COMPLETE', 'CANCELLED_BY_OPS', 'OPS', /COMPLETE; no event moves it on/],
    ['re-opening a declined application', 'DECLINED', 'REVIEW_CLEARED', 'OPS', /DECLINED; no event/],
    ['rescinding after CANCELLED', 'CANCELLED', 'RESCINDED', 'BORROWER', /CANCELLED; no event/],
  ] as const)('%s', (_name, step, event, actor, reason) => {
    const result = applyEvent(step, event, actor);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
  });
});

describe('allowedEvents', () => {
  it('lists the moves out of a step, OPS cancel/decline included', () => {
    expect(allowedEvents('OFFER_SELECTION').map((t) => [t.by, t.event, t.to])).toEqual([
      ['BORROWER', 'OFFER_SELECTED', 'COLLECT_ADDITIONAL_INFO'],
      ['OPS', 'CANCELLED_BY_OPS', 'CANCELLED'],
      ['OPS', 'DECLINED_BY_OPS', 'DECLINED'],
    ]);
  });

  it('is empty for final and unknown steps', () => {
    expect(allowedEvents('COMPLETE')).toEqual([]);
    expect(allowedEvents('NOPE')).toEqual([]);
  });
});

describe('isTerminal and isStepEvent', () => {
  it.each([
    ['COMPLETE', true],
    ['DECLINED', true],
    ['CANCELLED', true],
    ['CREDIT_NO_MATCH', false],
    ['FUNDING_DECISION', false],
    ['NOPE', false],
  ] as const)('isTerminal(%s) is %s', (step, expected) => {
    expect(isTerminal(step)).toBe(expected);
  });

  it('knows the graph events and nothing else', () => {
    expect(isStepEvent('FUNDED')).toBe(true);
    expect(isStepEvent('funded')).toBe(false);
  });
});

describe('recordEvent', () => {
  const at = new Date('2025-03-04T05:06:07.000Z');

  it('returns the new step and a valid timeline entry', () => {
    const result = recordEvent('RECORDING', 'RECORDED', 'PROVIDER', at);
    expect(result).toEqual({
      ok: true,
      to: 'FUNDABLE',
      entry: {
        at: '2025-03-04T05:06:07.000Z',
        actor: 'PROVIDER',
        event: 'RECORDED',
        from: 'RECORDING',
        to: 'FUNDABLE',
      },
    });
    expect(zTimelineEntry.safeParse(result.ok ? result.entry : null).success).toBe(true);
  });

  it('returns no entry for a refused move', () => {
    expect(recordEvent('RECORDING', 'FUNDED', 'PROVIDER', at)).toMatchObject({ ok: false });
  });

  it('rejects a timeline entry with an unknown event or step', () => {
    const entry = {
      at: at.toISOString(),
      actor: 'JOB',
      event: 'RECORDED',
      from: 'RECORDING',
      to: 'FUNDABLE',
    };
    expect(zTimelineEntry.safeParse({ ...entry, event: 'TELEPORT' }).success).toBe(false);
    expect(zTimelineEntry.safeParse({ ...entry, to: 'MOON' }).success).toBe(false);
    expect(zTimelineEntry.safeParse({ ...entry, actor: 'ROBOT' }).success).toBe(false);
  });
});
