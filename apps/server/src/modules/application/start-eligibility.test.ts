import { describe, expect, it } from 'vitest';
import {
  decideStartEligibility,
  describeStartBlock,
  HELOC_WAIT_DAYS,
  INQUIRY_EXEMPT_BROKER_NMLS,
  isWithinHelocWait,
} from './start-eligibility.ts';

describe('isWithinHelocWait: a completed HELOC blocks a new one for 45 whole days', () => {
  it('waits 45 days', () => {
    expect(HELOC_WAIT_DAYS).toBe(45);
  });

  const created = new Date('2026-01-10T15:30:00Z');
  it.each([
    ['the same day', '2026-01-10T23:59:00Z', true],
    ['44 days and 23 hours on', '2026-02-24T14:30:00Z', true],
    ['45 whole days on (still blocked: the window is inclusive)', '2026-02-24T15:30:00Z', true],
    ['a minute before 46 whole days', '2026-02-25T15:29:00Z', true],
    ['46 whole days on', '2026-02-25T15:30:00Z', false],
    ['a creation a moment in the future (clock skew)', '2026-01-10T15:29:00Z', true],
  ])('%s → %s', (_case, now, expected) => {
    expect(isWithinHelocWait(created, new Date(now))).toBe(expected);
  });
});

describe('decideStartEligibility: an active inquiry application (000 §5, OP-24)', () => {
  const row = (isInquiry: boolean, wholesaleBrokerNmls: string | null) => ({
    active: true,
    status: { checklistStatus: 'IN_PROGRESS' },
    serverStep: 'OFFER_SELECTION',
    organizationCode: 'hearth-wholesale',
    createdDate: new Date('2026-01-10T15:30:00Z'),
    isInquiry,
    wholesaleBrokerNmls,
  });
  const now = new Date('2026-01-20T15:30:00Z');

  it.each([
    ['an inquiry through any broker', row(true, '1234567'), 'CONTACT_LOAN_OFFICER'],
    ['an inquiry without a broker', row(true, null), 'CONTACT_LOAN_OFFICER'],
    ['an inquiry through the exempt broker', row(true, INQUIRY_EXEMPT_BROKER_NMLS), 'ACTIVE_APPLICATION'],
    ['an application that is no inquiry', row(false, '1234567'), 'ACTIVE_APPLICATION'],
  ])('%s → %s', (_case, application, reason) => {
    expect(decideStartEligibility([application], now)).toEqual({
      canStartApplication: false,
      organizationsWithActiveApplication: ['hearth-wholesale'],
      reason,
    });
  });

  it('answers the create with the modal title the spec gives', () => {
    expect(describeStartBlock('CONTACT_LOAN_OFFICER')).toBe('Action Required: Contact Your Loan Officer');
  });
});
