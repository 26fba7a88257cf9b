import { describe, expect, it } from 'vitest';
import { findNotaryWaitingEnd } from './notary.job.ts';

describe('findNotaryWaitingEnd', () => {
  it.each([
    ['OR: none', 'OR', '2026-03-01T12:00:00Z', '2026-03-20T12:00:00Z', undefined],
    [
      'TX: the 12th day after application binds',
      'TX',
      '2026-03-01T12:00:00Z',
      '2026-03-05T12:00:00Z',
      '2026-03-13T12:00:00.000Z',
    ],
    [
      'TX: one day after the final documents binds',
      'TX',
      '2026-03-01T12:00:00Z',
      '2026-03-20T12:00:00Z',
      '2026-03-21T12:00:00.000Z',
    ],
    ['no state: none', null, '2026-03-01T12:00:00Z', '2026-03-02T12:00:00Z', undefined],
  ])('%s', (_label, state, applied, disclosed, endsAt) => {
    const end = findNotaryWaitingEnd({
      state,
      appliedAt: new Date(applied),
      disclosureAt: new Date(disclosed),
    });
    expect(end?.toISOString()).toBe(endsAt);
  });
});
