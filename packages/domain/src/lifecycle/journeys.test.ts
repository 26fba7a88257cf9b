import { describe, expect, it } from 'vitest';
import type { ServerStep } from '../enums/server-step.ts';
import {
  HAPPY_PATH,
  OFFERS_TO_ID_VERIFICATION,
  TO_INITIAL_OFFERS,
  TO_OFFERS,
  TO_SOFT_CREDIT,
} from './journey-fixtures.ts';
import { CREATION_STEP } from './step-graph.ts';
import { type JourneyMove, walkJourney } from './test-walk.ts';

describe('the happy path (default persona)', () => {
  it('goes from creation through WAITING_FOR_SOFT_CREDIT to COMPLETE', () => {
    const visited = walkJourney(CREATION_STEP, HAPPY_PATH);
    expect(visited[1]).toBe('WAITING_FOR_SOFT_CREDIT');
    expect(visited.at(-1)).toBe('COMPLETE');
  });

  it('passes the steps of the journey in the order the spec describes', () => {
    const visited = walkJourney(CREATION_STEP, HAPPY_PATH);
    const milestones: ServerStep[] = [
      'OFFER_SELECTION',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'WAITING_FOR_SUMMARY_DISCLOSURE',
      'APP_SUBMISSION',
      'INCOME_VERIFICATION',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'IDENTITY_VERIFICATION',
      'NOTE_SIGNING',
      'CO_DEED_REQ',
      'DEED_SIGNING',
      'TRUST_AND_INSURANCE',
      'RESCISSION',
      'RECORDING',
      'FUNDABLE',
      'FUNDING_DECISION',
      'COMPLETE',
    ];
    const positions = milestones.map((step) => visited.indexOf(step));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

/** Each persona of DESIGN.md, from creation to the step that sends the client to its page (000 §4). */
const PERSONA_PATHS: { persona: string; page: string; moves: JourneyMove[] }[] = [
  {
    persona: 'Frozen',
    page: 'credit/error',
    moves: [...TO_SOFT_CREDIT, ['JOB', 'SOFT_CREDIT_FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN']],
  },
  {
    persona: 'Nomatch',
    page: 'credit/social',
    moves: [...TO_SOFT_CREDIT, ['JOB', 'SOFT_CREDIT_NO_MATCH', 'CREDIT_NO_MATCH']],
  },
  {
    persona: 'Nomatch with SSN ending 0000',
    page: 'review-app/no-credit',
    moves: [
      ...TO_SOFT_CREDIT,
      ['JOB', 'SOFT_CREDIT_NO_MATCH', 'CREDIT_NO_MATCH'],
      ['BORROWER', 'SSN_SUBMITTED', 'SOFT_CREDIT_PULL'],
      ['JOB', 'SOFT_CREDIT_SSN_NO_MATCH', 'CREDIT_NO_MATCH_SSN'],
    ],
  },
  {
    persona: 'Nomatch with another SSN',
    page: 'product/select',
    moves: [
      ...TO_SOFT_CREDIT,
      ['JOB', 'SOFT_CREDIT_NO_MATCH', 'CREDIT_NO_MATCH'],
      ['BORROWER', 'SSN_SUBMITTED', 'SOFT_CREDIT_PULL'],
      ['JOB', 'SOFT_CREDIT_MATCHED', 'WAITING_FOR_AVM_DATA'],
      ['JOB', 'PROPERTY_VALUED', 'WAITING_FOR_INITIAL_OFFERS'],
      ['JOB', 'OFFERS_GENERATED', 'OFFER_SELECTION'],
    ],
  },
  {
    persona: 'Decline',
    page: 'error/decline',
    moves: [...TO_INITIAL_OFFERS, ['JOB', 'UNDERWRITING_DECLINED', 'DECLINED']],
  },
  {
    persona: 'Noproperty',
    page: 'review-app/property',
    moves: [
      ...TO_SOFT_CREDIT,
      ['JOB', 'SOFT_CREDIT_MATCHED', 'WAITING_FOR_AVM_DATA'],
      ['JOB', 'PROPERTY_NOT_FOUND', 'NO_PROPERTY_FOUND'],
    ],
  },
  {
    persona: 'Delinquent',
    page: 'review-app/delinquency',
    moves: [...TO_INITIAL_OFFERS, ['JOB', 'DELINQUENCY_FOUND', 'DELINQUENCY_REVIEW']],
  },
  {
    persona: 'Lowscore (status.creditScoreDecline)',
    page: 'error/credit',
    moves: [...TO_INITIAL_OFFERS, ['JOB', 'CREDIT_SCORE_DECLINED', 'DECLINED']],
  },
  {
    persona: 'Highdti (status.dtiDecline)',
    page: 'error/income',
    moves: [...TO_INITIAL_OFFERS, ['JOB', 'DTI_DECLINED', 'DECLINED']],
  },
  {
    persona: 'Limited (UNVERIFIED_DTI_LIMITED)',
    page: 'product/assets',
    moves: [...TO_INITIAL_OFFERS, ['JOB', 'OFFERS_INCOME_LIMITED', 'ASSETS_PREQUAL']],
  },
  {
    persona: 'a Texas property (BPO required)',
    page: 'bpo/condition',
    moves: [
      ...TO_OFFERS,
      ...OFFERS_TO_ID_VERIFICATION,
      ['JOB', 'ID_VERIFIED_BPO_REQUIRED', 'NAV_BPO_ORDER_REQUEST'],
    ],
  },
  {
    persona: 'a property without an AVM',
    page: 'bpo/estimate-value',
    moves: [
      ...TO_SOFT_CREDIT,
      ['JOB', 'SOFT_CREDIT_MATCHED', 'WAITING_FOR_AVM_DATA'],
      ['JOB', 'AVM_NOT_FOUND', 'NO_AVM_FOUND'],
    ],
  },
];

describe('persona paths', () => {
  it.each(PERSONA_PATHS)('$persona reaches the step that shows $page', ({ moves }) => {
    const visited = walkJourney(CREATION_STEP, moves);
    expect(visited.at(-1)).toBe(moves.at(-1)?.[2]);
  });
});
