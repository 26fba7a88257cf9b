import { createHash } from 'node:crypto';
import type { ConsentPromptType } from '@hearth/domain/enums/consent-prompt-type';
import type { CompanyInfo } from '@hearth/domain/org/org-config';
import type { ConsentPrompt, ConsentResource } from '@hearth/domain/registration/consent-prompt';

/**
 * Each prompt's wording version. Change a wording → bump its version: the prompt gets a new uuid,
 * and the consents already given keep pointing at the words their borrowers saw (decision 008).
 */
export const CONSENT_PROMPT_VERSIONS: Record<ConsentPromptType, number> = { SMS: 2, SMS_TRANSACTIONAL: 2 };

/** RFC 4122 version 5 (SHA-1, name-based) in our own namespace: stable across starts and servers. */
const NAMESPACE = Buffer.from('6f1d2c3b4a5948e7b6c5d4e3f2a1b0c9', 'hex');

export function getConsentPromptUuid(orgCode: string, type: ConsentPromptType, version: number): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${orgCode}|${type}|v${version}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const WORDING: Record<ConsentPromptType, { title: string; verbiage: string; secondary: string }> = {
  SMS: {
    title: 'Text message offers',
    verbiage:
      'By checking this box, I agree that {company} may send recurring automated marketing text ' +
      'messages to the mobile number I provided. Consent is not a condition of any loan or purchase. ' +
      'See our Privacy Policy and {terms}.',
    secondary:
      'Optional. Message frequency varies. Message and data rates may apply. Reply STOP to cancel or ' +
      'HELP for help at any time.',
  },
  SMS_TRANSACTIONAL: {
    title: 'Text messages about my application',
    verbiage:
      'By checking this box, I agree that {company} may send automated text messages about my ' +
      'application and account, such as status updates and reminders, to the mobile number I provided. ' +
      'See our Privacy Policy and {terms}.',
    secondary:
      'Optional. Message and data rates may apply. Reply STOP to cancel or HELP for help at any time.',
  },
};

/**
 * REG-033 (API-053): the lender's current prompt of one type, links from its own policies. The
 * verbiage names the terms as the lender labels them everywhere else (ORG-036); the link resource
 * keeps the spec's name 'Terms of Service'.
 */
export function buildConsentPrompt(company: CompanyInfo, type: ConsentPromptType): ConsentPrompt {
  const wording = WORDING[type];
  const resources: ConsentResource[] = [
    { type: 'TITLE', name: 'Title', value: wording.title },
    { type: 'SECONDARY_VERBIAGE', name: 'Secondary verbiage', value: wording.secondary },
    { type: 'LINK', name: 'Privacy Policy', value: company.privacyPolicyUrl },
    { type: 'LINK', name: 'Terms of Service', value: company.termsOfUseUrl },
  ];
  return {
    uuid: getConsentPromptUuid(company.orgCode, type, CONSENT_PROMPT_VERSIONS[type]),
    type,
    verbiage: wording.verbiage
      .replace('{company}', company.companyName)
      .replace('{terms}', company.termsLabel),
    resources,
  };
}

/** Whether `promptUuid` is a version (current or earlier) of this lender's prompt of `type`. */
export function isKnownConsentPrompt(orgCode: string, type: ConsentPromptType, promptUuid: string): boolean {
  for (let version = CONSENT_PROMPT_VERSIONS[type]; version >= 1; version -= 1) {
    if (getConsentPromptUuid(orgCode, type, version) === promptUuid.toLowerCase()) {
      return true;
    }
  }
  return false;
}
