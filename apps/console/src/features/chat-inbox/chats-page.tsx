import { chatAgentApi } from '@hearth/domain/api/chat-agent-api';
import type { ChatInboxView } from '@hearth/domain/chat/chat-agent';
import { CHAT_SKILLS, type ChatSkill } from '@hearth/domain/chat/chat-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { callEndpoint } from '../../lib/api-client.ts';
import { useMe } from '../../lib/me.ts';
import { can } from '../../lib/permissions.ts';
import { getToken } from '../../lib/session-store.ts';
import { ApplicationPanel } from './application-panel.tsx';
import { CannedRepliesManager } from './canned-replies-manager.tsx';
import { agentsQuery, CHATS_KEY, cannedRepliesQuery, conversationQuery, inboxQuery } from './chat-queries.ts';
import { AgentChatSocket } from './chat-socket.ts';
import { ConversationPane } from './conversation-pane.tsx';
import { InboxList, InboxViews } from './inbox-list.tsx';
import { useNewMessageAlert } from './new-message-alert.ts';

const ALL = '';

/**
 * The agents' Chats page: the inbox (waiting, mine, all active; by lender and skill), the chosen
 * conversation live over the chat socket, and the borrower's application beside it. New customer
 * messages in a hidden tab badge the title and chime (unless muted).
 */
export default function ChatsPage() {
  const me = useMe();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = params.get('chat') ?? undefined;
  const [view, setView] = useState<ChatInboxView>('waiting');
  const [orgCode, setOrgCode] = useState(ALL);
  const [skill, setSkill] = useState<ChatSkill | typeof ALL>(ALL);
  const [lenders, setLenders] = useState<string[]>([]);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const alert = useNewMessageAlert();
  const notify = useRef(alert.notify);
  notify.current = alert.notify;

  const inbox = useQuery(inboxQuery({ view, orgCode: orgCode || undefined, skill: skill || undefined }));
  const conversation = useQuery({ ...conversationQuery(selected ?? ''), enabled: selected !== undefined });
  const lender = conversation.data?.orgCode;
  const agents = useQuery({ ...agentsQuery(lender ?? ''), enabled: lender !== undefined });
  const canned = useQuery({ ...cannedRepliesQuery(lender ?? ''), enabled: lender !== undefined });

  const socketRef = useRef<AgentChatSocket | undefined>(undefined);
  useEffect(() => {
    const socket = new AgentChatSocket(getToken, {
      onChange: rerender,
      onCustomerMessage: () => {
        notify.current();
        void client.invalidateQueries({ queryKey: [...CHATS_KEY, 'inbox'] });
      },
      onConversationChanged: () => void client.invalidateQueries({ queryKey: CHATS_KEY }),
      onAgentRead: () => void client.invalidateQueries({ queryKey: [...CHATS_KEY, 'inbox'] }),
    });
    socketRef.current = socket;
    socket.connect();
    return () => socket.close();
  }, [client]);

  // Every listed chat is watched for new messages; the open one from its first message.
  useEffect(() => {
    for (const item of inbox.data?.conversations ?? []) {
      socketRef.current?.watch(item.uuid, { history: false, fromSeq: item.lastSeq });
    }
    const codes = (inbox.data?.conversations ?? []).map((item) => item.orgCode);
    setLenders((known) =>
      codes.every((code) => known.includes(code)) ? known : [...new Set([...known, ...codes])].sort(),
    );
  }, [inbox.data]);
  useEffect(() => {
    if (selected) {
      socketRef.current?.watch(selected, { history: true });
    }
  }, [selected]);

  const feed = selected ? socketRef.current?.feed(selected) : undefined;
  const newest = feed?.messages.at(-1)?.seq;
  // What the agent has on screen counts as read once the tab is visible.
  useEffect(() => {
    if (selected && newest !== undefined && alert.visible) {
      socketRef.current?.read(selected, newest);
    }
  }, [selected, newest, alert.visible]);

  const refresh = () => client.invalidateQueries({ queryKey: CHATS_KEY });
  const act = async <T,>(call: () => Promise<T>) => {
    try {
      return await call();
    } finally {
      await refresh();
    }
  };

  return (
    <>
      <PageHeading>Chats</PageHeading>
      <div className="flex flex-wrap items-end gap-4">
        <InboxViews view={view} onChange={setView} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Lender
          <select
            value={orgCode}
            onChange={(event) => setOrgCode(event.target.value)}
            className="rounded border border-line bg-white px-2 py-2"
          >
            <option value={ALL}>All lenders</option>
            {[...new Set([...lenders, ...(orgCode ? [orgCode] : [])])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Skill
          <select
            value={skill}
            onChange={(event) => setSkill(event.target.value as ChatSkill | typeof ALL)}
            className="rounded border border-line bg-white px-2 py-2"
          >
            <option value={ALL}>All skills</option>
            {CHAT_SKILLS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={alert.muted}
            onChange={(event) => alert.setMuted(event.target.checked)}
          />
          Mute new-message sound
        </label>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] 2xl:grid-cols-[18rem_minmax(0,1fr)_24rem]">
        <nav aria-label="Chat inbox" className="flex flex-col gap-2">
          <QueryState query={inbox}>
            {(data) => (
              <InboxList
                items={data.conversations}
                selected={selected}
                onSelect={(uuid) => setParams({ chat: uuid })}
              />
            )}
          </QueryState>
        </nav>
        {selected && me ? (
          <QueryState query={conversation}>
            {(detail) => (
              <ConversationPane
                conversation={detail}
                feed={feed ?? { messages: [], readMarkers: [] }}
                myStaffUuid={me.uuid}
                cannedReplies={canned.data?.replies ?? []}
                agents={agents.data?.agents ?? []}
                actions={{
                  reply: async (body) => {
                    const socket = socketRef.current;
                    if (!socket) {
                      throw new Error('The chat connection is not open yet.');
                    }
                    // The socket brings the message back; the inbox catches up on its next read.
                    await socket.reply(detail.uuid, body);
                  },
                  typing: () => socketRef.current?.typing(detail.uuid),
                  claim: async () => {
                    await act(() => callEndpoint(chatAgentApi.claim, { params: { uuid: detail.uuid } }));
                    // The claimed chat has left the queue: the inbox follows it to "Mine".
                    setView('mine');
                  },
                  transfer: (toStaffUuid) =>
                    act(() =>
                      callEndpoint(chatAgentApi.transfer, {
                        params: { uuid: detail.uuid },
                        body: { toStaffUuid },
                      }),
                    ),
                  close: () => act(() => callEndpoint(chatAgentApi.close, { params: { uuid: detail.uuid } })),
                }}
              />
            )}
          </QueryState>
        ) : (
          <p className="text-muted">Choose a chat to open it.</p>
        )}
        {conversation.data?.applicationUuid && selected ? (
          <ApplicationPanel applicationUuid={conversation.data.applicationUuid} />
        ) : null}
      </div>
      {can(me?.role, 'lender.settings') ? <CannedRepliesManager /> : null}
    </>
  );
}
