import { describe, expect, it } from 'vitest';
import { zPipelineQuery } from './pipeline.ts';

describe('the pipeline query', () => {
  it('defaults to the newest first, 25 a page', () => {
    expect(zPipelineQuery.parse({})).toEqual({ sort: 'created', order: 'desc', page: 1, pageSize: 25 });
  });

  it('reads every filter as the query string sends it', () => {
    const staffUuid = '6f1c1f5e-3f0e-4d0a-9a4e-2a1f8b7c6d5e';
    expect(
      zPipelineQuery.parse({
        q: ' Fraud ',
        org: 'hearth',
        step: 'FRAUD_REVIEW',
        phase: 'VERIFICATION_OF_BORROWER',
        queue: 'FRAUD_REVIEW',
        minAgeDays: '2',
        maxAgeDays: '30',
        assignee: staffUuid,
        sandbox: 'true',
        sort: 'timeInStep',
        order: 'asc',
        page: '3',
        pageSize: '50',
      }),
    ).toEqual({
      q: 'Fraud',
      org: 'hearth',
      step: 'FRAUD_REVIEW',
      phase: 'VERIFICATION_OF_BORROWER',
      queue: 'FRAUD_REVIEW',
      minAgeDays: 2,
      maxAgeDays: 30,
      assignee: staffUuid,
      sandbox: true,
      sort: 'timeInStep',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(zPipelineQuery.parse({ assignee: 'me', sandbox: 'false' })).toMatchObject({
      assignee: 'me',
      sandbox: false,
    });
    expect(zPipelineQuery.parse({ assignee: 'unassigned' }).assignee).toBe('unassigned');
  });

  it.each([
    [{ sort: 'lastName' }],
    [{ order: 'up' }],
    [{ phase: 'NOT_A_PHASE' }],
    [{ queue: 'NOT_A_QUEUE' }],
    [{ assignee: 'someone' }],
    [{ minAgeDays: '-1' }],
    [{ minAgeDays: '10', maxAgeDays: '5' }],
    [{ pageSize: '101' }],
    [{ sandbox: 'maybe' }],
    [{ unknown: 'x' }],
  ])('refuses %j', (query) => {
    expect(zPipelineQuery.safeParse(query).success).toBe(false);
  });
});
