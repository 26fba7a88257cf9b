import type { ChatNotice } from '@hearth/domain/chat/chat-errors';
import { CHAT_NONCE_LIFETIME_MS } from '@hearth/domain/chat/chat-rules';
import type { ChatAuthorKind, ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { issueChatNonce, renewChatNonce } from './chat-calls.ts';
import type { ChatConnectionEvents, CreateChatSocket } from './chat-connection.ts';
import { clearChatSession, type StoredAgentSession, writeChatSession } from './chat-session-store.ts';
import type { ChatProviderClient, ProviderLink, ProviderSession } from './providers/chat-provider.ts';
import { selectChatProvider } from './providers/select-chat-provider.ts';

/** CHT-023: a fresh token is asked for this long before the current one runs out. */
const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** An agent's typing notice shows this long after the last one. */
const TYPING_SHOWN_MS = 3_000;

export interface PendingMessage {
  clientMessageId: string;
  body: string;
  /** sending: on its way; failed: not taken (ERR-019), the borrower may send it again. */
  status: 'sending' | 'failed';
  seq?: number;
  file?: File;
}

export type AgentChatPhase =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'messaging'; session: StoredAgentSession }
  /** notice: why the chat ended early (ERR-017, ERR-018), if it did. */
  | { phase: 'ended'; contactId: string | undefined; notice?: ChatNotice };

export interface StartAgentChat {
  /** The provider's adapter (CHT-010…013). */
  provider: ChatProviderClient;
  form: { friendlyName: string; emailAddress?: string | undefined };
  orgCode: string;
  applicationUuid?: string;
  /** A signed-in borrower with the lender's borrower-authentication flag: the chat is theirs (CHT-027). */
  authenticated: boolean;
  /** The first message, kept with the conversation until an agent joins (CHT-015/028). */
  initialMessage?: string;
}

export interface AgentChat {
  state: AgentChatPhase;
  messages: ChatMessageFrame[];
  pending: PendingMessage[];
  agentJoined: boolean;
  agentTyping: boolean;
  /** The newest message number an agent has read (0 while none): the borrower's "Read". */
  agentReadSeq: number;
  connection: 'connecting' | 'open' | 'reconnecting';
  /** The chat could not start (ERR-017/020); the reason itself is never shown. */
  error: ChatNotice | undefined;
  start: (request: StartAgentChat) => Promise<void>;
  resume: (session: StoredAgentSession, provider?: ChatProviderClient) => void;
  send: (body: string) => void;
  /** ERR-019: a message that was not taken goes out again. */
  resend: (clientMessageId: string) => void;
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

function providerSession(session: StoredAgentSession): ProviderSession {
  const { mode, conversationId, participantId, token, expiration } = session;
  return { mode, conversationId, participantId, token, expiration };
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
  const [agentReadSeq, setAgentReadSeq] = useState(0);
  const [connectionStatus, setConnectionStatus] = useState<AgentChat['connection']>('connecting');
  const [error, setError] = useState<ChatNotice | undefined>();
  const sessionRef = useRef<StoredAgentSession | undefined>(undefined);
  const providerRef = useRef<ChatProviderClient | undefined>(undefined);
  const connectionRef = useRef<ProviderLink | undefined>(undefined);
  const nonceRef = useRef<string | undefined>(undefined);
  const pendingRef = useRef<PendingMessage[]>([]);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const messagesRef = useRef<ChatMessageFrame[]>([]);
  messagesRef.current = messages;

  const updatePending = useCallback((next: (current: PendingMessage[]) => PendingMessage[]) => {
    pendingRef.current = next(pendingRef.current);
    setPending(pendingRef.current);
  }, []);

  const finish = useCallback(async (notice?: ChatNotice) => {
    const session = sessionRef.current;
    const provider = providerRef.current;
    connectionRef.current?.stop();
    connectionRef.current = undefined;
    sessionRef.current = undefined;
    clearChatSession();
    if (!session || !provider) {
      return;
    }
    const ended = notice ? { notice } : {};
    setState({ phase: 'ended', contactId: undefined, ...ended });
    try {
      const contactId = await provider.surveyContactId(providerSession(session));
      setState((current) => (current.phase === 'ended' ? { phase: 'ended', contactId, ...ended } : current));
    } catch {
      // ERR-021 "Contact ID not available": the end panel shows without the survey link.
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

  const markAgentJoined = useCallback(() => {
    setAgentJoined(true);
    if (sessionRef.current && !sessionRef.current.agentJoined) {
      persist({ agentJoined: true });
    }
  }, [persist]);

  const connect = useCallback(
    (session: StoredAgentSession) => {
      connectionRef.current?.stop();
      setMessages([]);
      setAgentReadSeq(0);
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
        onSendFailed: (clientMessageId) =>
          updatePending((current) =>
            current.map((item) =>
              item.clientMessageId === clientMessageId ? { ...item, status: 'failed' } : item,
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
        onRead: (kind, seq) => {
          if (kind === 'AGENT') {
            setAgentReadSeq((current) => Math.max(current, seq));
          }
        },
        onStatus: setConnectionStatus,
        // ERR-018: the token no longer holds (expired, replaced): the chat cannot go on.
        onUnauthorized: () => void finish('tokenInvalid'),
      };
      const provider = providerRef.current ?? selectChatProvider(session.mode);
      const connection = provider.connect(providerSession(session), {
        token: () => sessionRef.current?.token ?? session.token,
        events,
        ...(options.socketUrl ? { socketUrl: options.socketUrl } : {}),
        ...(options.createSocket ? { createSocket: options.createSocket } : {}),
      });
      connectionRef.current = connection;
      connection.start();
    },
    [finish, markAgentJoined, options.createSocket, options.socketUrl, updatePending],
  );

  const resume = useCallback(
    (session: StoredAgentSession, provider?: ChatProviderClient) => {
      sessionRef.current = session;
      providerRef.current = provider ?? selectChatProvider(session.mode);
      setState({ phase: 'messaging', session });
      try {
        connect(session);
      } catch {
        // ERR-021 from the adapter (a stored session its provider cannot use): ERR-017, not a crash.
        void finish('general');
      }
    },
    [connect, finish],
  );

  const start = useCallback(
    async (request: StartAgentChat) => {
      setError(undefined);
      setState({ phase: 'starting' });
      let session: StoredAgentSession;
      try {
        const nonce = request.authenticated ? await issueChatNonce() : undefined;
        nonceRef.current = nonce;
        const opened = await request.provider.open({
          friendlyName: request.form.friendlyName,
          ...(request.form.emailAddress ? { emailAddress: request.form.emailAddress } : {}),
          orgCode: request.orgCode,
          pageUrl: window.location.pathname,
          ...(request.applicationUuid ? { applicationUuid: request.applicationUuid } : {}),
          ...(nonce ? { nonce } : {}),
          ...(request.initialMessage ? { initialMessage: request.initialMessage } : {}),
        });
        session = { kind: 'agent', ...opened, authenticated: nonce !== undefined, agentJoined: false };
        writeChatSession(session);
      } catch {
        // ERR-020: a general alert, and the provider's mode ends: nothing is kept or connected.
        connectionRef.current?.stop();
        connectionRef.current = undefined;
        clearChatSession();
        setState({ phase: 'idle' });
        setError('general');
        return;
      }
      updatePending(() => []);
      resume(session, request.provider);
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
          const provider = providerRef.current ?? selectChatProvider(current.mode);
          const fresh = await provider.refresh(providerSession(current));
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

  // The open widget shows every message: once the tab is in view, the agent may mark them read.
  const newestSeq = messages.at(-1)?.seq;
  useEffect(() => {
    if (newestSeq === undefined) {
      return;
    }
    const tellRead = () => {
      if (document.visibilityState === 'visible') {
        connectionRef.current?.read(newestSeq);
      }
    };
    tellRead();
    document.addEventListener('visibilitychange', tellRead);
    return () => document.removeEventListener('visibilitychange', tellRead);
  }, [newestSeq]);

  useEffect(
    () => () => {
      connectionRef.current?.stop();
      clearTimeout(typingTimer.current);
    },
    [],
  );

  // CHT-028: a message written while no agent has joined is stored at once and waits in the
  // conversation, where a reload finds it and the joining agent reads it.
  const send = useCallback(
    (body: string) => {
      const connection = connectionRef.current;
      if (!connection) {
        return;
      }
      updatePending((current) => [
        ...current,
        { clientMessageId: connection.send(body), body, status: 'sending' },
      ]);
    },
    [updatePending],
  );

  const sendFile = useCallback(
    async (file: File, clientMessageId = newId()) => {
      const current = sessionRef.current;
      const provider = providerRef.current;
      if (!current || !provider) {
        return;
      }
      const item: PendingMessage = { clientMessageId, body: file.name, status: 'sending', file };
      updatePending((list) => [...list.filter((entry) => entry.clientMessageId !== clientMessageId), item]);
      try {
        const { seq } = await provider.sendFile(providerSession(current), file, clientMessageId);
        updatePending((list) =>
          list.flatMap((entry) => {
            if (entry.clientMessageId !== clientMessageId) {
              return [entry];
            }
            // The socket may have delivered it already.
            return messagesRef.current.some((message) => message.seq === seq) ? [] : [{ ...entry, seq }];
          }),
        );
      } catch {
        updatePending((list) =>
          list.map((entry) =>
            entry.clientMessageId === clientMessageId ? { ...entry, status: 'failed' } : entry,
          ),
        );
      }
    },
    [updatePending],
  );

  const resend = useCallback(
    (clientMessageId: string) => {
      const item = pendingRef.current.find((entry) => entry.clientMessageId === clientMessageId);
      const connection = connectionRef.current;
      if (item?.status !== 'failed' || !connection) {
        return;
      }
      if (item.file) {
        // The same id: an upload that did land is stored once.
        void sendFile(item.file, clientMessageId);
        return;
      }
      const again = connection.send(item.body);
      updatePending((list) =>
        list.map((entry) =>
          entry.clientMessageId === clientMessageId
            ? { ...entry, clientMessageId: again, status: 'sending' }
            : entry,
        ),
      );
    },
    [sendFile, updatePending],
  );

  const end = useCallback(async () => {
    const current = sessionRef.current;
    const provider = providerRef.current;
    if (!current || !provider) {
      return;
    }
    try {
      await provider.end(providerSession(current));
    } catch {
      // Ended here all the same; the service ends a chat whose session runs out.
    } finally {
      await finish();
    }
  }, [finish]);

  const reset = useCallback(() => {
    setMessages([]);
    updatePending(() => []);
    setAgentJoined(false);
    setAgentReadSeq(0);
    setError(undefined);
    setState({ phase: 'idle' });
  }, [updatePending]);

  return {
    state,
    messages,
    pending,
    agentJoined,
    agentTyping,
    agentReadSeq,
    connection: connectionStatus,
    error,
    start,
    resume,
    send,
    resend,
    typing: () => connectionRef.current?.typing(),
    sendFile: (file) => sendFile(file),
    end,
    reset,
  };
}
