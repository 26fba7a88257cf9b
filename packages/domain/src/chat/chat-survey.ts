import type { CompanyInfo } from '../org/org-config.ts';

/** The sandbox survey provider: one form per lender, under the lender's code. */
export const SANDBOX_CHAT_SURVEY_BASE = 'https://survey.hearth.example/webchat';

type SurveyCompany = Pick<CompanyInfo, 'chatSurveyUrl' | 'orgCode'>;

/**
 * CHT-019: where a finished chat's survey lives. A lender names its own survey form
 * (`chatSurveyUrl`); one that has not gets its own form at the sandbox survey provider.
 */
export function chatSurveyBase(company: SurveyCompany): string {
  return company.chatSurveyUrl ?? `${SANDBOX_CHAT_SURVEY_BASE}/${encodeURIComponent(company.orgCode)}`;
}

/** The survey link of one chat: its contact id (API-079) names the conversation. */
export function chatSurveyHref(company: SurveyCompany, contactId: string): string {
  const base = chatSurveyBase(company);
  return `${base}${base.includes('?') ? '&' : '?'}contactId=${encodeURIComponent(contactId)}`;
}
