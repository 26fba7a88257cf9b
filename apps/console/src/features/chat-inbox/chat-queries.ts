import { chatAgentApi } from '@hearth/domain/api/chat-agent-api';
import type { ChatInboxView } from '@hearth/domain/chat/chat-agent';
import type { ChatSkill } from '@hearth/domain/chat/chat-rules';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

/** Every query of the Chats page shares this head, so one invalidation refreshes them. */
export const CHATS_KEY = ['ops', 'chats'] as const;

/** The inbox is also read every few seconds: a new chat in the queue shows without a reload. */
export const INBOX_REFRESH_MS = 5_000;

export interface InboxFilters {
  view: ChatInboxView;
  orgCode?: string | undefined;
  skill?: ChatSkill | undefined;
}

export function inboxQuery(filters: InboxFilters) {
  return queryOptions({
    queryKey: [...CHATS_KEY, 'inbox', filters],
    queryFn: ({ signal }) => callEndpoint(chatAgentApi.inbox, { query: filters }, { signal }),
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function conversationQuery(uuid: string) {
  return queryOptions({
    queryKey: [...CHATS_KEY, 'conversation', uuid],
    queryFn: ({ signal }) => callEndpoint(chatAgentApi.conversation, { params: { uuid } }, { signal }),
  });
}

export function agentsQuery(orgCode: string) {
  return queryOptions({
    queryKey: [...CHATS_KEY, 'agents', orgCode],
    queryFn: ({ signal }) => callEndpoint(chatAgentApi.agents, { query: { orgCode } }, { signal }),
    staleTime: 60_000,
  });
}

export function cannedRepliesQuery(orgCode: string) {
  return queryOptions({
    queryKey: [...CHATS_KEY, 'canned', orgCode],
    queryFn: ({ signal }) => callEndpoint(chatAgentApi.cannedReplies, { query: { orgCode } }, { signal }),
    staleTime: 60_000,
  });
}
