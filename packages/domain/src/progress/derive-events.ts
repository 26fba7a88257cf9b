import type { ClientEvent, ClientEventType } from './client-events.ts';
import type { ClientState } from './client-states.ts';
import * as rule from './derive-rules.ts';
import type { ProgressApplication, ProgressInput, ProgressProfile } from './progress-input.ts';
import { runClientEvents } from './run-client-machine.ts';

type Rule = readonly [
  event: ClientEventType,
  holds: (app: ProgressApplication, profile?: ProgressProfile | null) => boolean,
];

const flags = (app: ProgressApplication) => app.status?.disclosures ?? {};

/**
 * The derivation rules of 000 §4 "How the machine is derived from data", in journey order: the
 * machine ignores an event its current state does not accept, and a later "any to" event wins over
 * an earlier one. Rows marked §3 derive a named event from one §3 status flag (documented decision).
 */
const RULES: readonly Rule[] = [
  ['LIEN_INFO', rule.isLienInfoAvailable], // PRG-033
  ['UNDERWRITE', rule.isUnderwritten], // PRG-034
  ['ASSET_DEPLETION', rule.needsAssetDepletion], // PRG-035
  ['PRODUCT_SELECTED', rule.isProductSelected], // PRG-036
  ['PROFILE_INFO_ADDED', rule.isProfileInfoAdded], // PRG-037, PRG-047
  ['HMDA_ADDED', (app) => app.hasHmda === true], // §3 hasHmda
  ['SUMMARY_SIGNING', (app) => Boolean(flags(app).summaryReady || flags(app).summaryComplete)], // PRG-038
  ['SUMMARY_SIGNED', (app) => flags(app).summaryComplete === true], // PRG-038
  ['PARTIAL_INCOME', rule.isPartialIncome], // PRG-040
  ['INCOME_VERIFIED', rule.isIncomeVerified], // PRG-039
  ['EMPLOYMENT_VERIFICATION', (app) => app.status?.employmentVerificationNeeded === true], // §3
  ['DISBURSEMENT_ACCOUNT_SET', rule.isDisbursementAccountSet], // PRG-014, PRG-046
  ['ESCALATION', rule.isBpoEscalation], // PRG-041
  ['IDENTITY_DOCUMENTS_UPLOADED', (app) => rule.hasIdentityDocument(app) && !rule.isBpoEscalation(app)], // PRG-042
  ['NOTE_SIGNING', (app) => Boolean(flags(app).closingReady || flags(app).closingComplete)], // PRG-043
  ['NOTE_SIGNED', (app) => flags(app).closingComplete === true], // PRG-043
  ['CODEED_CONFIRMED', (app) => app.coDeedStatus === 'COMPLETE'], // PRG-044
  ['DEED_SIGNING', isDeedSigning], // §3 notary flags
  ['ENOTARY_SIGNED', (app) => flags(app).notaryComplete === true], // §3
  ['MANUAL_NOTARY_SIGNED', (app) => app.status?.manualDeedSigningComplete === true], // §3
  ['INSURANCE_DONE', (app) => app.insurance?.complete === true], // §3
  ['FINISH', rule.isFinished], // PRG-045
  ['DATATREE_ERROR', (app) => app.status?.datatreeNoMatch === true], // §3
  ['DTI_DECLINE', (app) => app.status?.dtiDecline === true], // §3
  ['CREDIT_SCORE_DECLINE', (app) => app.status?.creditScoreDecline === true], // §3
  ['DECLINE', (app) => app.status?.uwDecision === 'DECLINE'], // PRG-030
  ['INACTIVE', (app) => app.active === false], // PRG-030
  ['FUNDED', (app) => app.status?.checklistStatus === 'COMPLETE'], // PRG-032
];

function isDeedSigning(app: ProgressApplication): boolean {
  const { notaryReady, notaryComplete } = flags(app);
  return Boolean(notaryReady || notaryComplete || app.status?.manualDeedSigningComplete);
}

/** PRG-033…047: the events the application and profile data imply, in the order they apply. */
export function deriveEvents({ application, profile }: ProgressInput): ClientEvent[] {
  return RULES.filter(([, holds]) => holds(application, profile)).map(([type]) => ({ type }));
}

/** Runs the machine from profile over the derived events and returns the client state reached. */
export function deriveClientState(input: ProgressInput): ClientState {
  return runClientEvents(deriveEvents(input));
}
