import type {
  ProgressApplication,
  ProgressInput,
  ProgressProfile,
  ProgressStatus,
} from './progress-input.ts';

/** Test fixtures: a borrower profile with everything the early rules need. */
export const FULL_PROFILE: ProgressProfile = {
  type: 'BORROWER',
  name: { firstName: 'Ada', lastName: 'Lovelace' },
  dob: '**/**/1980',
  addresses: [{ type: 'HOME', ownership: 'SOLE' }],
  hasSsn: true,
};

export function buildApp(
  overrides: ProgressApplication = {},
  status: ProgressStatus = {},
): ProgressApplication {
  return {
    active: true,
    ...overrides,
    status: { checklistStatus: 'UNKNOWN', ...overrides.status, ...status },
  };
}

export function buildInput(
  overrides: ProgressApplication = {},
  status: ProgressStatus = {},
  profile: ProgressProfile = FULL_PROFILE,
): ProgressInput {
  return { application: buildApp(overrides, status), profile };
}

/** Each journey stage adds its data to the previous one. */
const soft = { consents: [{ type: 'SOFT_CREDIT' }], selectedPropertyUuid: 'p-1' };
const hard = { consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }] };
const summary = { summaryReady: true, summaryComplete: true };

export const JOURNEY = {
  lienInfo: buildApp(soft),
  underwritten: buildApp(soft, { liensComplete: true }),
  productSelected: buildApp({ ...soft, term: 10, amount: 50_000 }, { liensComplete: true }),
  moreProfile: buildApp({ ...soft, ...hard, term: 10, amount: 50_000 }, { liensComplete: true }),
  hmda: buildApp({ ...soft, ...hard, term: 10, amount: 50_000, hasHmda: true }, { liensComplete: true }),
};

export const AFTER_SUMMARY: ProgressApplication = buildApp(
  { ...soft, ...hard, term: 10, amount: 50_000, hasHmda: true },
  { liensComplete: true, disclosures: summary },
);
