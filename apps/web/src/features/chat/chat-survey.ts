/** The survey provider's form for a finished support chat; the contact id names the chat (CHT-019). */
export const CHAT_SURVEY_URL = 'https://survey.hearth.example/webchat';

export function chatSurveyHref(contactId: string): string {
  return `${CHAT_SURVEY_URL}?${new URLSearchParams({ contactId }).toString()}`;
}
