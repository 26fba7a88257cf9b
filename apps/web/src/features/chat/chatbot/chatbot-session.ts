/**
 * CHT-016/022: the chatbot session the widget resumes — conversationId, expiration and
 * loginTimestamp, per lender — kept in sessionStorage (no secret, nothing about the borrower). A
 * visitor's conversation secret stays in memory only: after a reload their next question starts
 * a new session.
 */
export interface ChatbotSession {
  conversationId: string;
  expiration: string;
  loginTimestamp: string;
}

const keyOf = (orgCode: string) => `hearth.chatbot.${orgCode}`;
const visitorSecrets = new Map<string, string>();

export function readChatbotSession(orgCode: string, now = new Date()): ChatbotSession | undefined {
  try {
    const stored = window.sessionStorage.getItem(keyOf(orgCode));
    const session = stored ? (JSON.parse(stored) as ChatbotSession) : undefined;
    // CHT-024: a session that has run out is not resumed.
    return session && Date.parse(session.expiration) > now.getTime() ? session : undefined;
  } catch {
    return undefined;
  }
}

export function saveChatbotSession(orgCode: string, session: ChatbotSession, visitorSecret?: string | null) {
  if (visitorSecret) {
    visitorSecrets.set(session.conversationId, visitorSecret);
  }
  const { conversationId, expiration, loginTimestamp } = session;
  try {
    window.sessionStorage.setItem(
      keyOf(orgCode),
      JSON.stringify({ conversationId, expiration, loginTimestamp }),
    );
  } catch {
    // Storage refused (private mode): the session lasts as long as the panel.
  }
}

export function visitorSecretOf(conversationId: string): string | undefined {
  return visitorSecrets.get(conversationId);
}

export function clearChatbotSession(orgCode: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(orgCode));
  } catch {
    // Nothing to clear.
  }
}
