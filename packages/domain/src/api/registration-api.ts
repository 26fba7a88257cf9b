import { z } from 'zod';
import { zConsentTypeList } from '../application/consent-types.ts';
import { zCreateHelocBody } from '../application/create-heloc-body.ts';
import { zCreatedHeloc, zCreateHelocQuery } from '../application/create-heloc-request.ts';
import { zConsentPromptType } from '../enums/consent-prompt-type.ts';
import { zOrgOnlyQuery } from '../identity/org-query.ts';
import { zAbilityToStart } from '../registration/ability-to-start.ts';
import { zConsentPrompt, zSavedSmsConsents, zSaveSmsConsentsBody } from '../registration/consent-prompt.ts';
import {
  zLicensedStates,
  zLoanOriginator,
  zLoanOriginatorParams,
  zPrepopQuery,
  zReferralParams,
  zReferralStatus,
} from '../registration/lead-portal.ts';
import {
  zAffiliatePrefill,
  zOfferCode,
  zOfferCodeRecord,
  zWholesaleReferral,
} from '../registration/prefill-sources.ts';
import {
  zRegisterDraft,
  zRegisterDraftBody,
  zVisitorRegisterDraft,
  zVisitorRegisterDraftBody,
} from '../registration/register-draft.ts';
import { zWaitlistBody, zWaitlistResponse } from '../registration/waitlist.ts';
import {
  APPLICATION_API,
  CONSENT_PUBLIC_API,
  CONSENT_SECURE_API,
  EXTERNAL_HELOC_API,
  LEAD_PORTAL_API,
} from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

const REGISTER_DRAFT = '/service-application/api/v1/heloc/register-draft';
const VISITOR_REGISTER_DRAFT = '/service-application/api/v1/heloc/visitor-register-draft';
const zPromptParams = z.object({ type: zConsentPromptType });

/**
 * REG-033 / API-053: the consent prompts; REG-040: the SMS consents saved at submit step 6; API-027:
 * the consents an application records.
 */
export const consentApi = {
  types: defineEndpoint({
    id: 'consent.types',
    method: 'GET',
    path: `${APPLICATION_API}/heloc/consent-types`,
    auth: 'bearer',
    query: zOrgOnlyQuery,
    response: zConsentTypeList,
  }),
  prompt: defineEndpoint({
    id: 'consent.prompt',
    method: 'GET',
    path: `${CONSENT_PUBLIC_API}/prompt/:type`,
    auth: 'public',
    params: zPromptParams,
    response: zConsentPrompt,
  }),
  securePrompt: defineEndpoint({
    id: 'consent.securePrompt',
    method: 'GET',
    path: `${CONSENT_SECURE_API}/prompt/:type`,
    auth: 'bearer',
    params: zPromptParams,
    response: zConsentPrompt,
  }),
  saveSms: defineEndpoint({
    id: 'consent.saveSms',
    method: 'POST',
    path: CONSENT_SECURE_API,
    auth: 'bearer',
    body: zSaveSmsConsentsBody,
    response: zSavedSmsConsents,
    status: 201,
  }),
};

/** API-037, API-057…059 and the referral status: public look-ups that prefill the register pages. */
export const leadPortalApi = {
  loanOriginator: defineEndpoint({
    id: 'leadPortal.loanOriginator',
    method: 'GET',
    path: `${LEAD_PORTAL_API}/lo/:loanOriginatorUuid`,
    auth: 'public',
    params: zLoanOriginatorParams,
    response: zLoanOriginator,
  }),
  licensedStates: defineEndpoint({
    id: 'leadPortal.licensedStates',
    method: 'GET',
    path: `${LEAD_PORTAL_API}/lo/:loanOriginatorUuid/licensed-states`,
    auth: 'public',
    params: zLoanOriginatorParams,
    response: zLicensedStates,
  }),
  referral: defineEndpoint({
    id: 'leadPortal.referral',
    method: 'GET',
    path: `${LEAD_PORTAL_API}/referrals/:referralUuid`,
    auth: 'public',
    params: zReferralParams,
    response: zWholesaleReferral,
  }),
  referralStatus: defineEndpoint({
    id: 'leadPortal.referralStatus',
    method: 'GET',
    path: `${EXTERNAL_HELOC_API}/referral-id/:referralUuid`,
    auth: 'public',
    params: zReferralParams,
    response: zReferralStatus,
  }),
  affiliatePrefill: defineEndpoint({
    id: 'leadPortal.affiliatePrefill',
    method: 'GET',
    path: '/a/external/prepop',
    auth: 'public',
    query: zPrepopQuery,
    response: zAffiliatePrefill,
  }),
};

/**
 * Registration (REG-027, REG-035…048): the offer code, the saved draft, the ability to start, the
 * waitlist, and the application's creation at submit.
 */
export const registrationApi = {
  offerCode: defineEndpoint({
    id: 'registration.offerCode',
    method: 'GET',
    path: `${EXTERNAL_HELOC_API}/offercode/:code`,
    auth: 'public',
    params: z.object({ code: zOfferCode }),
    response: zOfferCodeRecord,
  }),
  draft: defineEndpoint({
    id: 'registration.draft',
    method: 'GET',
    path: REGISTER_DRAFT,
    auth: 'bearer',
    response: zRegisterDraft,
  }),
  saveDraft: defineEndpoint({
    id: 'registration.saveDraft',
    method: 'PUT',
    path: REGISTER_DRAFT,
    auth: 'bearer',
    body: zRegisterDraftBody,
    response: zRegisterDraft,
  }),
  discardDraft: defineEndpoint({
    id: 'registration.discardDraft',
    method: 'DELETE',
    path: REGISTER_DRAFT,
    auth: 'bearer',
    response: 'empty',
    status: 204,
  }),
  /**
   * A visitor's answers sent without scripts (decision 029 §5), named by the draft cookie, which
   * only the pages' server renderer forwards (the cookie's path is the register pages').
   */
  visitorDraft: defineEndpoint({
    id: 'registration.visitorDraft',
    method: 'GET',
    path: VISITOR_REGISTER_DRAFT,
    auth: 'public',
    response: zVisitorRegisterDraft,
  }),
  saveVisitorDraft: defineEndpoint({
    id: 'registration.saveVisitorDraft',
    method: 'PUT',
    path: VISITOR_REGISTER_DRAFT,
    auth: 'public',
    body: zVisitorRegisterDraftBody,
    response: zVisitorRegisterDraft,
  }),
  discardVisitorDraft: defineEndpoint({
    id: 'registration.discardVisitorDraft',
    method: 'DELETE',
    path: VISITOR_REGISTER_DRAFT,
    auth: 'public',
    response: 'empty',
    status: 204,
  }),
  abilityToStart: defineEndpoint({
    id: 'registration.abilityToStart',
    method: 'GET',
    path: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
    auth: 'bearer',
    query: zOrgOnlyQuery,
    response: zAbilityToStart,
  }),
  joinWaitlist: defineEndpoint({
    id: 'registration.joinWaitlist',
    method: 'POST',
    path: '/waitlist/home-equity-loan-plus',
    auth: 'public',
    query: zOrgOnlyQuery,
    body: zWaitlistBody,
    response: zWaitlistResponse,
  }),
  createHeloc: defineEndpoint({
    id: 'registration.createHeloc',
    method: 'POST',
    path: '/service-application/api/v3/application/helocs',
    auth: 'bearer',
    query: zCreateHelocQuery,
    body: zCreateHelocBody,
    response: zCreatedHeloc,
    status: 201,
  }),
};
