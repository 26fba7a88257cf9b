import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { isLowIncome } from '@hearth/domain/validation/income';
import { isTypeaheadQueryValid } from '@hearth/domain/validation/typeahead';
import { type ActionFunctionArgs, redirect } from 'react-router';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { answerForm, readFormFields, toFieldErrors } from '../../../lib/form-action.ts';
import { readOrgPayload } from '../../../lib/org.tsx';
import { getServerRenderContext } from '../../../lib/render-context.ts';
import { loadQuery } from '../../../lib/route-data.ts';
import { loadStepFlow } from '../api/get-auth-mode.ts';
import { getConsentPromptQueryOptions } from '../api/get-consent-prompt.ts';
import { getOffersPath } from '../hooks/use-register-submit.ts';
import { findLenderMinimumAge, toDobParts } from '../lib/birthdate.ts';
import { createEmptyRegisterData, hasPropertyStreet, type RegisterData } from '../lib/register-data.ts';
import { zHomeAddressStep, zPropertyStep } from '../lib/schemas/address-step-schemas.ts';
import { createBirthdateStep } from '../lib/schemas/birthdate-step-schema.ts';
import { createContactStep } from '../lib/schemas/contact-step-schema.ts';
import { zForSaleStep } from '../lib/schemas/for-sale-step-schema.ts';
import { LOW_INCOME_NOTICE, zIncomeStep } from '../lib/schemas/income-step-schema.ts';
import { createNameStep } from '../lib/schemas/name-step-schema.ts';
import { createPasswordStep } from '../lib/schemas/password-step-schema.ts';
import { findStep, getNextStep, getV2Path, V2_STEPS, type V2StepId } from '../lib/v2-steps.ts';
import { discardVisitorDraft, readVisitorDraft, saveVisitorDraft } from '../lib/visitor-draft.ts';

/**
 * The register-v2 steps sent without scripts (decision 029 §5). Each step's action checks the
 * fields with the schema the browser's step form uses, each message at its field (answered 400,
 * with what was typed); a step that passes merges its answers into the visitor's server-side draft
 * and goes on (303) to the next step shown for the merged answers (REG-007: home-address only when
 * the property is not the primary home; REG-012: phone-and-email unless the lender's broker gives
 * it). A later step sent with no draft behind it goes back to the first step (RTE-008).
 */

interface StepAnswer<Schema extends z.ZodType> {
  stepId: V2StepId;
  fields: readonly string[];
  /** The step's schema, for the answers already given (the birthdate's rules read the property's state). */
  schema: (data: RegisterData, fields: Record<string, string>) => Schema;
  /** The schema's input from the sent fields (the address parts are looked up). */
  toInput?: (fields: Record<string, string>) => unknown | Promise<unknown>;
  /** A check after the schema's, answered like a field's message (e.g. the low income's confirmation). */
  confirm?: (values: z.output<Schema>, fields: Record<string, string>) => FormNotice | undefined;
  apply: (data: RegisterData, values: z.output<Schema>) => RegisterData;
}

/** An answer the page shows beside the form (not a field's message), with the values kept. */
interface FormNotice {
  notice: string;
}

async function answerStep<Schema extends z.ZodType>(
  { request }: ActionFunctionArgs,
  step: StepAnswer<Schema>,
) {
  const fields: Record<string, string> = await readFormFields(request, step.fields);
  const draft = await readVisitorDraft();
  const data = draft ?? createEmptyRegisterData();
  if (step.stepId !== 'property-address' && !hasPropertyStreet(data)) {
    return redirect(getV2Path(V2_STEPS[0]));
  }
  const parsed = step.schema(data, fields).safeParse(step.toInput ? await step.toInput(fields) : fields);
  if (!parsed.success) {
    return answerForm({ fieldErrors: toFieldErrors(parsed.error), values: fields });
  }
  const notice = step.confirm?.(parsed.data, fields);
  if (notice) {
    return answerForm({ fieldErrors: {}, values: fields, notice: notice.notice }, 200);
  }
  const merged = step.apply(data, parsed.data);
  await saveVisitorDraft(merged);
  const next = getNextStep(step.stepId, merged, await loadStepFlow());
  return redirect(next ? getV2Path(next) : new URL(request.url).pathname);
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The typeahead's suggestions for a typed address (API-041), in-process: the one that is the text
 * word for word (VAL-036: an address chosen from the list), and the list, for the page to offer as
 * choices when none is.
 */
export async function findListedAddress(text: string) {
  if (!isTypeaheadQueryValid(text)) {
    return { parts: null, suggestions: [] };
  }
  const { items } = await callEndpoint(addressSearchApi.typeahead, { query: { q: text.trim() } });
  const listed = items.find((item) => normalise(item.fullAddress) === normalise(text));
  return {
    parts: listed
      ? { street1: listed.street1, street2: '', city: listed.city, state: listed.state, zip: listed.zip }
      : null,
    suggestions: items.map((item) => item.fullAddress),
  };
}

/** The typed address, or the suggestion chosen among the radio choices a previous answer offered. */
const typedAddress = (fields: Record<string, string>) => fields.addressChoice || fields.address || '';

/** An address step's answer; when the text is no suggestion, the suggestions come back as choices. */
async function answerAddressStep<Schema extends z.ZodType>(
  args: ActionFunctionArgs,
  step: Omit<StepAnswer<Schema>, 'toInput'>,
) {
  let suggestions: string[] = [];
  const answer = await answerStep<Schema>(args, {
    ...step,
    toInput: async (fields) => {
      const text = typedAddress(fields);
      const listed = await findListedAddress(text);
      suggestions = listed.parts ? [] : listed.suggestions;
      return { ...fields, address: { text, parts: listed.parts } };
    },
  });
  if (suggestions.length > 0 && !(answer instanceof Response) && 'data' in answer) {
    const body = answer.data as { values: Record<string, string>; suggestions?: string[] };
    body.values.address = typedAddress(body.values);
    body.suggestions = suggestions;
  }
  return answer;
}

export function answerPropertyStep(args: ActionFunctionArgs) {
  return answerAddressStep(args, {
    stepId: 'property-address',
    fields: ['address', 'addressChoice', 'street2', 'occupancyType'],
    schema: () => zPropertyStep,
    apply: (data, values) => ({
      ...data,
      propertyAddress: {
        ...(values.address.parts ?? data.propertyAddress),
        street2: values.street2,
        occupancyType: values.occupancyType,
      },
    }),
  });
}

export function answerHomeAddressStep(args: ActionFunctionArgs) {
  return answerAddressStep(args, {
    stepId: 'home-address',
    fields: ['address', 'addressChoice', 'street2'],
    schema: () => zHomeAddressStep,
    apply: (data, values) => ({
      ...data,
      homeAddress: { ...(values.address.parts ?? data.homeAddress), street2: values.street2 },
    }),
  });
}

export function answerForSaleStep(args: ActionFunctionArgs) {
  return answerStep(args, {
    stepId: 'for-sale',
    fields: ['isListedForSale'],
    schema: () => zForSaleStep,
    apply: (data, values) => ({
      ...data,
      isListedForSale: values.isListedForSale === 'yes',
      flags: { ...data.flags, isSaleStatusSet: true },
    }),
  });
}

export function answerIncomeStep(args: ActionFunctionArgs) {
  return answerStep(args, {
    stepId: 'annual-income',
    fields: ['employmentType', 'income', 'otherIncome', 'confirmLowIncome'],
    schema: () => zIncomeStep,
    confirm: (values, fields) =>
      isLowIncome(values.income) && fields.confirmLowIncome !== 'yes'
        ? { notice: LOW_INCOME_NOTICE }
        : undefined,
    apply: (data, values) => ({
      ...data,
      income: {
        employmentType: values.employmentType,
        income: values.income,
        otherIncome: values.otherIncome,
      },
      flags: { ...data.flags, isIncomeSet: true },
    }),
  });
}

export function answerNameStep(args: ActionFunctionArgs) {
  return answerStep(args, {
    stepId: 'legal-name',
    fields: ['firstName', 'middleName', 'lastName', 'suffix'],
    schema: () => createNameStep(import.meta.env.PROD),
    apply: (data, values) => ({ ...data, name: { ...data.name, ...values } }),
  });
}

export function answerBirthdateStep(args: ActionFunctionArgs) {
  return answerStep(args, {
    stepId: 'birthdate',
    fields: ['dob'],
    schema: (data) => {
      const org = readOrgPayload();
      return createBirthdateStep({
        minimumAge: org ? findLenderMinimumAge(org) : 18,
        propertyState: data.propertyAddress.state,
      });
    },
    apply: (data, values) => ({ ...data, dob: toDobParts(values.dob) }),
  });
}

export function answerContactStep(args: ActionFunctionArgs) {
  return answerStep(args, {
    stepId: 'phone-and-email',
    fields: ['phoneCountry', 'phoneNumber', 'email'],
    schema: (_data, fields) => createContactStep(fields.phoneCountry ?? 'US'),
    apply: (data, values) => ({
      ...data,
      phoneNumber: values.phoneNumber,
      phoneCountry: values.phoneCountry,
      email: values.email,
    }),
  });
}

const CONSENT_FIELDS = [
  'termPrivacyConsent',
  'communicationConsent',
  'smsMarketingConsent',
  'smsTransactionalConsent',
  'eSignConsent',
  'softCreditConsent',
] as const;

/**
 * REG-013, REG-034…042: the password page sent without scripts. Checked with the browser's schema
 * (VAL-018…023, VAL-028/029), messages at the fields, the consents kept and the passwords never;
 * then the submit sequence in-process, as the browser runs it (`submitRegistration`): the account
 * (its session cookie handed to the browser, as the log-in's), the application, then the draft is
 * deleted and the borrower goes on (303) where the browser's flow lands. An answer the browser
 * shows in a modal (the account exists, an application cannot start) is drawn on the page.
 */
export async function answerPasswordStep({ request }: ActionFunctionArgs) {
  const fields = await readFormFields(request, ['password', 'confirmPassword', ...CONSENT_FIELDS]);
  const consents = Object.fromEntries(CONSENT_FIELDS.map((name) => [name, fields[name] !== ''])) as Record<
    (typeof CONSENT_FIELDS)[number],
    boolean
  >;
  const values = Object.fromEntries(CONSENT_FIELDS.map((name) => [name, fields[name]]));
  const draft = await readVisitorDraft();
  if (!draft || !hasPropertyStreet(draft)) {
    return redirect(getV2Path(V2_STEPS[0]));
  }
  // Once the account exists the render is the borrower's, whose page the draft's answers still
  // draw: an answer shown on the page (an application that cannot start) is not sent back to the
  // first step for want of answers.
  const server = getServerRenderContext();
  if (server) {
    server.visitorRegisterData = draft;
  }
  const parsed = createPasswordStep(true).safeParse({
    password: fields.password,
    confirmPassword: fields.confirmPassword,
    ...consents,
  });
  if (!parsed.success) {
    return answerForm({ fieldErrors: toFieldErrors(parsed.error), values });
  }
  const org = readOrgPayload();
  if (!org) {
    throw new Error('the page has no lender');
  }
  const toggles = org.orgMetaData.companyInfo.publicFeatureToggles;
  // REG-040: the prompt versions shown beside the SMS checkboxes, saved with the answers.
  const [sms, transactional] = await Promise.all([
    loadQuery(getConsentPromptQueryOptions('SMS', false)),
    toggles['fe-heloc-sms-transactional-consent'] === true
      ? loadQuery(getConsentPromptQueryOptions('SMS_TRANSACTIONAL', false))
      : undefined,
  ]);
  const data: RegisterData = {
    ...draft,
    consents: {
      termPrivacyConsent: consents.termPrivacyConsent,
      communicationConsent: consents.communicationConsent,
      smsMarketingConsent: consents.smsMarketingConsent,
      smsTransactionalConsent: consents.smsTransactionalConsent,
    },
    regulatoryConsents: { eSign: consents.eSignConsent, softCredit: consents.softCreditConsent },
    smsConsentPrompts: {
      ...(sms ? { SMS: sms.uuid } : {}),
      ...(transactional ? { SMS_TRANSACTIONAL: transactional.uuid } : {}),
    },
  };
  const { submitRegistration } = await import('../lib/submit-registration.ts');
  const outcome = await submitRegistration({
    org,
    data,
    password: parsed.data.password,
    idempotencyKey: crypto.randomUUID(),
  });
  switch (outcome.kind) {
    case 'created':
      await discardVisitorDraft();
      return redirect(getOffersPath(outcome.uuid));
    case 'incomplete':
      return redirect(getV2Path(findStep(outcome.step)));
    case 'waitlisted':
      return redirect(outcome.to);
    case 'accountExists':
      return answerForm({ fieldErrors: {}, values, notice: 'accountExists' }, 409);
    case 'cannotStart':
      return answerForm({ fieldErrors: {}, values, notice: `cannotStart.${outcome.reason}` }, 409);
    case 'registerFailed':
      return outcome.to
        ? redirect(outcome.to)
        : answerForm({ fieldErrors: {}, values, formError: outcome.message }, 400);
  }
}
