import { CHAT_SOCKET_PATH, type ChatInitBody } from '@hearth/domain/api/chat-api';
import { CHAT_NONCE_LIFETIME_MS, type ChatMode } from '@hearth/domain/chat/chat-rules';
import type { ChatAuthorKind, ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  chatContactId,
  endChat,
  initChat,
  issueChatNonce,
  refreshChatToken,
  renewChatNonce,
  uploadChatFile,
} from './chat-calls.ts';
import {
  ChatConnection,
  type ChatConnectionEvents,
  type CreateChatSocket,
  chatSocketUrl,
} from './chat-connection.ts';
import { clearChatSession, type StoredAgentSession, writeChatSession } from './chat-session-store.ts';

/** CHT-023: a fresh token is asked for this long before the current one runs out. */
const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** An agent's typing notice shows this long after the last one. */
const TYPING_SHOWN_MS = 3_000;

export interface PendingMessage {
  clientMessageId: string;
  body: string;
  /** held: waiting for an agent (CHT-028); sending: on its way; failed: refused, with the reason. */
  status: 'held' | 'sending' | 'failed';
  seq?: number;
  reason?: string;
  file?: { name: string; size: number };
}

export type AgentChatPhase =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'messaging'; session: StoredAgentSession }
  | { phase: 'ended'; contactId: string | undefined };

export interface StartAgentChat {
  mode: ChatMode;
  form: { friendlyName: string; emailAddress?: string | undefined };
  orgCode: string;
  applicationUuid?: string;
  /** A signed-in borrower with the lender's borrower-authentication flag: the chat is theirs (CHT-027). */
  authenticated: boolean;
  /** Held until an agent joins, then sent first (CHT-028): a handover's history, say. */
  initialMessage?: string;
}

export interface AgentChat {
  state: AgentChatPhase;
  messages: ChatMessageFrame[];
  pending: PendingMessage[];
  agentJoined: boolean;
  agentTyping: boolean;
  connection: 'connecting' | 'open' | 'reconnecting';
  error: string | undefined;
  start: (request: StartAgentChat) => Promise<void>;
  resume: (session: StoredAgentSession) => void;
  send: (body: string) => void;
  typing: () => void;
  sendFile: (file: File) => Promise<void>;
  end: () => Promise<void>;
  reset: () => void;
}

export interface AgentChatOptions {
  createSocket?: CreateChatSocket;
  socketUrl?: string;
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * An agent chat from start to end (CHT-008/009): init, the socket, the messages and what waits to
 * be sent, the token and nonce kept fresh (CHT-023/026), and the end: the socket's closing message,
 * an expired session, or the borrower's own choice clear the stored session.
 */
export function useAgentChat(options: AgentChatOptions = {}): AgentChat {
  const [state, setState] = useState<AgentChatPhase>({ phase: 'idle' });
  const [messages, setMessages] = useState<ChatMessageFrame[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [agentJoined, setAgentJoined] = useState(false);
  const [agentTyping, setAgentTyping] = useState(false);
  const [connectionStatus, setConnectionStatus] = useState<AgentChat['connection']>('connecting');
  const [error, setError] = useState<string | undefined>();
  const sessionRef = useRef<StoredAgentSession | undefined>(undefined);
  const connectionRef = useRef<ChatConnection | undefined>(undefined);
  const nonceRef = useRef<string | undefined>(undefined);
  const pendingRef = useRef<PendingMessage[]>([]);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const messagesRef = useRef<ChatMessageFrame[]>([]);
  messagesRef.current = messages;

  const updatePending = useCallback((next: (current: PendingMessage[]) => PendingMessage[]) => {
    pendingRef.current = next(pendingRef.current);
    setPending(pendingRef.current);
  }, []);

  const finish = useCallback(async () => {
    const session = sessionRef.current;
    connectionRef.current?.stop();
    connectionRef.current = undefined;
    sessionRef.current = undefined;
    clearChatSession();
    if (!session) {
      return;
    }
    setState({ phase: 'ended', contactId: undefined });
    try {
      const contactId = await chatContactId(session.conversationId);
      setState((current) => (current.phase === 'ended' ? { phase: 'ended', contactId } : current));
    } catch {
      // The end panel shows without the survey link ("Contact ID not available", 002 §8).
    }
  }, []);

  const persist = useCallback((patch: Partial<StoredAgentSession>) => {
    const session = sessionRef.current;
    if (!session) {
      return;
    }
    const next = { ...session, ...patch };
    sessionRef.current = next;
    writeChatSession(next);
    setState({ phase: 'messaging', session: next });
  }, []);

  const releaseHeld = useCallback(() => {
    const connection = connectionRef.current;
    if (!connection) {
      return;
    }
    updatePending((current) =>
      current.map((item) =>
        item.status === 'held'
          ? { ...item, status: 'sending', clientMessageId: connection.send(item.body) }
          : item,
      ),
    );
  }, [updatePending]);

  const markAgentJoined = useCallback(() => {
    setAgentJoined(true);
    if (sessionRef.current && !sessionRef.current.agentJoined) {
      persist({ agentJoined: true });
    }
    releaseHeld();
  }, [persist, releaseHeld]);

  const connect = useCallback(
    (session: StoredAgentSession) => {
      connectionRef.current?.stop();
      setMessages([]);
      setAgentJoined(session.agentJoined);
      const events: ChatConnectionEvents = {
        onMessage: (message) => {
          setMessages((current) => [...current, message]);
          updatePending((current) => current.filter((item) => item.seq !== message.seq));
          if (message.author.kind === 'AGENT') {
            setAgentTyping(false);
            markAgentJoined();
          }
          if (message.event === 'AGENT_JOINED') {
            markAgentJoined();
          }
          if (message.event === 'ENDED') {
            void finish();
          }
        },
        onState: (conversationState) => {
          if (conversationState === 'ENDED') {
            void finish();
          } else if (conversationState === 'ACTIVE') {
            markAgentJoined();
          }
        },
        onAck: (clientMessageId, seq) =>
          updatePending((current) =>
            current.map((item) => (item.clientMessageId === clientMessageId ? { ...item, seq } : item)),
          ),
        onSendFailed: (clientMessageId, reason) =>
          updatePending((current) =>
            current.map((item) =>
              item.clientMessageId === clientMessageId ? { ...item, status: 'failed', reason } : item,
            ),
          ),
        onTyping: (kind: ChatAuthorKind) => {
          if (kind !== 'AGENT') {
            return;
          }
          setAgentTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_SHOWN_MS);
        },
        onStatus: setConnectionStatus,
        onUnauthorized: () => void finish(),
      };
      const connection = new ChatConnection({
        url: options.socketUrl ?? chatSocketUrl(CHAT_SOCKET_PATH),
        token: () => sessionRef.current?.token ?? session.token,
        conversationId: session.conversationId,
        events,
        ...(options.createSocket ? { createSocket: options.createSocket } : {}),
      });
      connectionRef.current = connection;
      connection.start();
      if (session.agentJoined) {
        releaseHeld();
      }
    },
    [finish, markAgentJoined, options.createSocket, options.socketUrl, releaseHeld, updatePending],
  );

  const resume = useCallback(
    (session: StoredAgentSession) => {
      sessionRef.current = session;
      setState({ phase: 'messaging', session });
      connect(session);
    },
    [connect],
  );

  const start = useCallback(
    async (request: StartAgentChat) => {
      setError(undefined);
      setState({ phase: 'starting' });
      try {
        const nonce = request.authenticated ? await issueChatNonce() : undefined;
        nonceRef.current = nonce;
        const body: ChatInitBody = {
          friendlyName: request.form.friendlyName,
          ...(request.form.emailAddress ? { emailAddress: request.form.emailAddress } : {}),
          chatMode: request.mode,
          orgCode: request.orgCode,
          pageUrl: window.location.pathname,
          ...(request.applicationUuid ? { applicationUuid: request.applicationUuid } : {}),
          ...(nonce ? { nonce } : {}),
        };
        const answer = await initChat(request.mode, body);
        const session: StoredAgentSession = {
          kind: 'agent',
          mode: request.mode,
          conversationId: answer.conversationSid,
          participantId: answer.providerUserId,
          token: answer.token,
          expiration: answer.expiration,
          authenticated: nonce !== undefined,
          agentJoined: false,
        };
        writeChatSession(session);
        updatePending(() =>
          request.initialMessage
            ? [{ clientMessageId: newId(), body: request.initialMessage, status: 'held' }]
            : [],
        );
        resume(session);
      } catch (cause) {
        setState({ phase: 'idle' });
        setError(cause instanceof Error ? cause.message : String(cause));
      }
    },
    [resume, updatePending],
  );

  const session = state.phase === 'messaging' ? state.session : undefined;
  const conversationId = session?.conversationId;
  const expiration = session?.expiration;
  const authenticated = session?.authenticated ?? false;

  // CHT-023/024: a fresh token before this one runs out; a session that runs out ends the chat.
  useEffect(() => {
    if (!expiration) {
      return;
    }
    const left = Date.parse(expiration) - Date.now();
    const ends = setTimeout(() => void finish(), Math.max(0, left));
    const refresh = setTimeout(
      async () => {
        const current = sessionRef.current;
        if (!current) {
          return;
        }
        try {
          const fresh = await refreshChatToken(current.token);
          persist({ token: fresh.token, expiration: fresh.expiration });
        } catch {
          // The session ends at its expiration, as if never refreshed.
        }
      },
      Math.max(0, left - REFRESH_BEFORE_EXPIRY_MS),
    );
    return () => {
      clearTimeout(ends);
      clearTimeout(refresh);
    };
  }, [expiration, finish, persist]);

  // CHT-026: the borrower's nonce, renewed every 60 s while the chat is theirs and going on.
  useEffect(() => {
    if (!conversationId || !authenticated) {
      return;
    }
    const timer = setInterval(async () => {
      try {
        nonceRef.current = nonceRef.current ? await renewChatNonce(nonceRef.current) : await issueChatNonce();
      } catch {
        nonceRef.current = undefined;
      }
    }, CHAT_NONCE_LIFETIME_MS);
    return () => clearInterval(timer);
  }, [conversationId, authenticated]);

  useEffect(
    () => () => {
      connectionRef.current?.stop();
      clearTimeout(typingTimer.current);
    },
    [],
  );

  const send = useCallback(
    (body: string) => {
      const connection = connectionRef.current;
      if (!connection) {
        return;
      }
      const joined = sessionRef.current?.agentJoined ?? false;
      const item: PendingMessage = joined
        ? { clientMessageId: connection.send(body), body, status: 'sending' }
        : { clientMessageId: newId(), body, status: 'held' };
      updatePending((current) => [...current, item]);
    },
    [updatePending],
  );

  const sendFile = useCallback(
    async (file: File) => {
      const current = sessionRef.current;
      if (!current) {
        return;
      }
      const clientMessageId = newId();
      const item: PendingMessage = {
        clientMessageId,
        body: file.name,
        status: 'sending',
        file: { name: file.name, size: file.size },
      };
      updatePending((list) => [...list, item]);
      try {
        const { seq } = await uploadChatFile(current.conversationId, current.token, file, clientMessageId);
        updatePending((list) =>
          list.flatMap((entry) => {
            if (entry.clientMessageId !== clientMessageId) {
              return [entry];
            }
            // The socket may have delivered it already.
            return messagesRef.current.some((message) => message.seq === seq) ? [] : [{ ...entry, seq }];
          }),
        );
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        updatePending((list) =>
          list.map((entry) =>
            entry.clientMessageId === clientMessageId ? { ...entry, status: 'failed', reason } : entry,
          ),
        );
      }
    },
    [updatePending],
  );

  const end = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) {
      return;
    }
    try {
      await endChat(current.conversationId, current.token);
    } finally {
      await finish();
    }
  }, [finish]);

  const reset = useCallback(() => {
    setMessages([]);
    updatePending(() => []);
    setAgentJoined(false);
    setError(undefined);
    setState({ phase: 'idle' });
  }, [updatePending]);

  return {
    state,
    messages,
    pending,
    agentJoined,
    agentTyping,
    connection: connectionStatus,
    error,
    start,
    resume,
    send,
    typing: () => connectionRef.current?.typing(),
    sendFile,
    end,
    reset,
  };
}
