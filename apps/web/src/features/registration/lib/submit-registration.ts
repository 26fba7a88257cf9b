import type { OrgPayload } from '@hearth/domain/org/org-config';
import type { SmsConsentAnswer } from '@hearth/domain/registration/consent-prompt';
import { listSubmissionProblems } from '@hearth/domain/validation/submission';
import { logError } from '../../../lib/log-error.ts';
import { sendEvent } from '../../../lib/send-event.ts';
import { setJwt } from '../../../lib/storage.ts';
import { createHeloc } from '../api/create-heloc.ts';
import { postWaitlist } from '../api/post-waitlist.ts';
import { isIdentityExistsError, registerIdentity } from '../api/register-identity.ts';
import { hasPhoneAlias, savePhone } from '../api/save-phone.ts';
import { saveSmsConsents } from '../api/save-sms-consents.ts';
import { verifyAbilityToStart } from '../api/verify-ability-to-start.ts';
import { buildCreateHelocBody } from './heloc-body.ts';
import type { RegisterData } from './register-data.ts';
import { buildWaitlistBody, getWaitlistTarget } from './waitlist.ts';

/** REG-051…053: why a new application cannot start (the server's `reason`, else an active one). */
export type CannotStartReason = 'active' | 'recent' | 'loanOfficer';

export type SubmitOutcome =
  | { kind: 'incomplete'; step: 'phone-and-email' }
  | { kind: 'waitlisted'; to: string }
  | { kind: 'accountExists' }
  | { kind: 'cannotStart'; reason: CannotStartReason }
  | { kind: 'registerFailed'; message: string; to: string | null }
  | { kind: 'created'; uuid: string };

export interface SubmitInput {
  org: OrgPayload;
  data: RegisterData;
  /** Absent when the visitor is already signed in (REG-014). */
  password: string | null;
  idempotencyKey: string;
  /** The server asked to wait `seconds` before the create is sent again. */
  onBusy?: (seconds: number) => void;
}

/** ERR-012: only this failure keeps the visitor on the page; the rest go to the dashboard. */
const STAYS_ON_PAGE = 'we do not currently offer loans in';

export function toCannotStartReason(reason: string | undefined): CannotStartReason {
  const value = (reason ?? '').toUpperCase();
  if (value.includes('45') || value.includes('RECENT')) {
    return 'recent';
  }
  if (value.includes('LOAN_OFFICER') || value.includes('INQUIRY')) {
    return 'loanOfficer';
  }
  return 'active';
}

async function register(input: SubmitInput, password: string): Promise<SubmitOutcome | null> {
  const { org, data } = input;
  try {
    const jwt = await registerIdentity(org.orgCode, {
      email: data.email,
      password,
      phoneNumber: data.phoneNumber,
    });
    setJwt(jwt);
    return null;
  } catch (error) {
    if (isIdentityExistsError(error)) {
      return { kind: 'accountExists' };
    }
    logError('registration failed', error);
    const message = error instanceof Error ? error.message : '';
    const stays = message.toLowerCase().startsWith(STAYS_ON_PAGE);
    return { kind: 'registerFailed', message, to: stays ? null : '/dashboard' };
  }
}

/** REG-040: the SMS answers to save, each with the prompt the borrower saw (none: nothing to save). */
export function listSmsConsentAnswers(data: RegisterData): SmsConsentAnswer[] {
  const answers: SmsConsentAnswer[] = [];
  const { SMS, SMS_TRANSACTIONAL } = data.smsConsentPrompts;
  if (SMS) {
    answers.push({ type: 'SMS', promptUuid: SMS, accepted: data.consents.smsMarketingConsent });
  }
  if (SMS_TRANSACTIONAL) {
    answers.push({
      type: 'SMS_TRANSACTIONAL',
      promptUuid: SMS_TRANSACTIONAL,
      accepted: data.consents.smsTransactionalConsent,
    });
  }
  return answers;
}

/** Step 6 never holds the borrower back: the application exists; a lost answer is logged. */
async function saveSmsConsentAnswers(data: RegisterData, applicationUuid: string): Promise<void> {
  const consents = listSmsConsentAnswers(data);
  if (consents.length === 0) {
    return;
  }
  try {
    await saveSmsConsents({ applicationUuid, consents });
  } catch (error) {
    logError('SMS consents not saved', error);
  }
}

/**
 * REG-034…042, in order: (VAL-048 first: e-mail, phone and, unless signed in, password) 1 waitlist,
 * 2 register (or account exists), 3 phone if missing, 4 ability to start, 5 create, 6 SMS consents,
 * 7 events, 8 the next page. Errors of steps 3–5 are thrown for the caller to show; the same
 * idempotency key makes a retry safe.
 */
export async function submitRegistration(input: SubmitInput): Promise<SubmitOutcome> {
  const { org, data } = input;
  const problems = listSubmissionProblems(
    { email: data.email, phoneNumber: data.phoneNumber, password: input.password },
    { isAuthenticated: input.password === null },
  );
  if (problems.includes('email') || problems.includes('phoneNumber')) {
    return { kind: 'incomplete', step: 'phone-and-email' };
  }
  const waitlist = getWaitlistTarget(org, data);
  if (waitlist) {
    await postWaitlist(buildWaitlistBody(data));
    return { kind: 'waitlisted', to: waitlist };
  }
  if (input.password !== null) {
    const failed = await register(input, input.password);
    if (failed) {
      return failed;
    }
  }
  if (data.phoneNumber && !(await hasPhoneAlias())) {
    await savePhone(data.phoneNumber);
  }
  const ability = await verifyAbilityToStart();
  if (!ability.canStartApplication) {
    return { kind: 'cannotStart', reason: toCannotStartReason(ability.reason) };
  }
  const created = await createHeloc(
    data.propertyAddress.state,
    buildCreateHelocBody(data),
    input.idempotencyKey,
    input.onBusy ? { onBusy: input.onBusy } : {},
  );
  await saveSmsConsentAnswers(data, created.uuid);
  void sendEvent('helocStarted', { applicationUuid: created.uuid });
  void sendEvent('appStarted', { applicationUuid: created.uuid });
  return { kind: 'created', uuid: created.uuid };
}
