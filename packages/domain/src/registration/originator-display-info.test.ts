import { describe, expect, it } from 'vitest';
import { isShownAsBroker } from './lead-portal.ts';

describe('isShownAsBroker (CND-035)', () => {
  it.each([
    ['only a broker name', { originatorName: null, brokerName: 'Summit Mortgage Brokers' }, true],
    ['a loan officer at a brokerage', { originatorName: 'Jordan Rivera', brokerName: 'Summit' }, false],
    ['only a loan officer', { originatorName: 'Jordan Rivera', brokerName: null }, false],
    ['an empty loan officer name beside a broker', { originatorName: '', brokerName: 'Summit' }, true],
    ['neither name', { originatorName: null, brokerName: null }, false],
  ])('%s → %s', (_case, info, expected) => {
    expect(isShownAsBroker(info)).toBe(expected);
  });
});
