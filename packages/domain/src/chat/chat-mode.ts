import { CHAT_MODES, type ChatMode } from './chat-rules.ts';

/** The agent providers; which one serves a lender is its stream flag's call (CHT-013). */
export type AgentChatMode = Extract<ChatMode, 'twilio' | 'stream'>;

/** A stored session as far as mode selection cares: only when it runs out. */
export interface StoredSessionExpiry {
  expiration: string;
}

/** The page's query string, as `URLSearchParams` reads it. */
export interface QueryReader {
  get(name: string): string | null;
}

export interface ChatModeInput {
  /** Production ignores the forcing queries (CHT-010). */
  production: boolean;
  /** The page's query string. */
  search: QueryReader;
  agentSession: StoredSessionExpiry | undefined;
  chatbotSession: StoredSessionExpiry | undefined;
  /** OPS_CHAT's open status (CHT-025); undefined until it is known. */
  withinOperatingHours: boolean | undefined;
  /** The lender's `fe-webchat-stream-agent` flag. */
  streamAgent: boolean;
  now: Date;
}

export interface ChatModeChoice {
  mode: ChatMode;
  /** Chosen by `?mode=` rather than by the rules. */
  forced: boolean;
  /** CHT-011: talkjs also takes the visitor's token from the query. */
  userToken?: string;
  /** A stored session of this kind is still live and is resumed rather than started anew. */
  resumes?: 'agent' | 'chatbot';
}

/** CHT-024: a stored session counts only until its expiration. */
export function isSessionLive(session: StoredSessionExpiry | undefined, now: Date): boolean {
  if (!session) {
    return false;
  }
  const expires = Date.parse(session.expiration);
  return Number.isFinite(expires) && expires > now.getTime();
}

export function isAgentMode(mode: ChatMode): boolean {
  return mode !== 'chatbot';
}

function forcedMode(search: QueryReader): ChatMode | undefined {
  const value = search.get('mode');
  return (CHAT_MODES as readonly (string | null)[]).includes(value) ? (value as ChatMode) : undefined;
}

/**
 * CHT-010…013: which chat the widget opens. Outside production `?mode=` forces one; otherwise a
 * live agent session is resumed, then a live chatbot session, else an agent answers during
 * operating hours and the chatbot outside them. While the hours are not yet known, an agent is
 * offered: the chat waits in the queue rather than send someone to the bot by mistake.
 */
export function selectChatMode(input: ChatModeInput): ChatModeChoice {
  const agentMode: AgentChatMode = input.streamAgent ? 'stream' : 'twilio';
  const forced = input.production ? undefined : forcedMode(input.search);
  if (forced) {
    const userToken = forced === 'talkjs' ? (input.search.get('userToken') ?? undefined) : undefined;
    return { mode: forced, forced: true, ...(userToken ? { userToken } : {}) };
  }
  if (isSessionLive(input.agentSession, input.now)) {
    return { mode: agentMode, forced: false, resumes: 'agent' };
  }
  if (isSessionLive(input.chatbotSession, input.now)) {
    return { mode: 'chatbot', forced: false, resumes: 'chatbot' };
  }
  return { mode: input.withinOperatingHours === false ? 'chatbot' : agentMode, forced: false };
}
