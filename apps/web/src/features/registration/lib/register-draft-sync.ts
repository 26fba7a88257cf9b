import type { RegisterData as DomainRegisterData } from '@hearth/domain/registration/register-data';
import type { RegisterDraft } from '@hearth/domain/registration/register-draft';
import type { RegisterV2StepPath } from '@hearth/domain/registration/register-steps';
import { logError } from '../../../lib/log-error.ts';
import { deleteRegisterDraft, putRegisterDraft } from '../api/register-draft.ts';
import { createEmptyRegisterData, type RegisterData } from './register-data.ts';
import { toDomainRegisterData } from './to-domain-register-data.ts';
import { V2_STEPS, type V2Step } from './v2-steps.ts';

/** The domain's step path of a v2 step ('index' is the property step). */
export function toDraftStep(step: V2Step): RegisterV2StepPath {
  return (step.segment || 'index') as RegisterV2StepPath;
}

export function findStepOfDraft(path: string): V2Step | undefined {
  return V2_STEPS.find((step) => toDraftStep(step) === path);
}

const toText = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const toAmount = (value: string | number | undefined) => {
  const amount = typeof value === 'number' ? value : Number(value);
  return value === undefined || value === '' || !Number.isFinite(amount) ? null : amount;
};

/** A saved draft (the domain's shape) back in the client's register data. */
export function fromDomainRegisterData(draft: DomainRegisterData): RegisterData {
  const empty = createEmptyRegisterData();
  const { occupancyType = '', ...property } = draft.propertyAddress ?? {};
  return {
    ...empty,
    propertyAddress: { ...empty.propertyAddress, ...property, occupancyType },
    homeAddress: { ...empty.homeAddress, ...draft.homeAddress },
    isListedForSale: draft.isListedForSale ?? null,
    income: {
      income: toAmount(draft.income?.income),
      otherIncome: toAmount(draft.income?.otherIncome),
      employmentType: draft.income?.employmentType ?? '',
    },
    name: { ...empty.name, ...(draft.name as Partial<RegisterData['name']>) },
    dob: { day: toText(draft.dob?.day), month: toText(draft.dob?.month), year: toText(draft.dob?.year) },
    email: draft.email ?? '',
    phoneNumber: draft.phoneNumber ?? '',
    consents: { ...empty.consents, ...draft.consents },
    flags: {
      isSaleStatusSet: draft.flags?.saleStatusSet ?? false,
      isIncomeSet: draft.flags?.incomeSet ?? false,
      isPrepopulationComplete: draft.flags?.prepopulationComplete ?? false,
      isEmailPrefilled: draft.flags?.emailPrefilledFromProfile ?? false,
      isNamePrefilled: draft.flags?.namePrefilledFromProfile ?? false,
      isDobPrefilled: draft.flags?.dobPrefilledFromProfile ?? false,
    },
  };
}

/**
 * Save and resume across devices: keeps the signed-in borrower's answers and next step on the server
 * (best effort).
 */
export function saveDraftInBackground(step: V2Step, data: RegisterData): void {
  putRegisterDraft({ step: toDraftStep(step), data: toDomainRegisterData(data) }).catch((error: unknown) => {
    logError('register draft not saved', error);
  });
}

export function discardDraftInBackground(): void {
  deleteRegisterDraft().catch((error: unknown) => {
    logError('register draft not discarded', error);
  });
}

export type { RegisterDraft };
