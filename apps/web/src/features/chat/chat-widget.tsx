import { operatingHoursApi } from '@hearth/domain/api/org-api';
import type { ChatLinkPolicy } from '@hearth/domain/chat/chat-links';
import { selectChatMode } from '@hearth/domain/chat/chat-mode';
import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFeatureOn } from '../../components/layout/org-info.ts';
import { isSandboxMode } from '../../components/layout/sandbox-mode.ts';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useOrg } from '../../lib/org.tsx';
import { readLegalName } from '../../lib/profile.ts';
import { endpointQuery } from '../../lib/query-keys.ts';
import { saveBlob } from '../../lib/save-blob.ts';
import { useSession } from '../../lib/session.tsx';
import { downloadChatFile, issueChatNonce } from './chat-calls.ts';
import type { CreateChatSocket } from './chat-connection.ts';
import { readChatSession } from './chat-session-store.ts';
import { ChatbotPanel } from './chatbot/chatbot-panel.tsx';
import { Composer } from './composer.tsx';
import { EndPanel } from './end-panel.tsx';
import { MessageList } from './message-list.tsx';
import { PreEngagementForm } from './pre-engagement-form.tsx';
import type { ProviderMode } from './providers/chat-provider.ts';
import { dropUserTokenFromAddress } from './providers/page-user-token.ts';
import { selectChatProvider } from './providers/select-chat-provider.ts';
import { type StartAgentChat, useAgentChat } from './use-agent-chat.ts';
import { usePageSpaceForPanel } from './use-page-space-for-panel.ts';

/** CHT-025: OPS_CHAT's open status is asked again every minute. */
export const OPERATING_HOURS_POLL_MS = 60_000;

export interface ChatWidgetProps {
  onClose: () => void;
  /** Tests hand in a fake socket. */
  createSocket?: CreateChatSocket;
  socketUrl?: string;
}

type HandoverHistory = { role: 'customer' | 'bot'; text: string }[];

/** The bot conversation as the agent reads it first: one line per turn, who said it, then what. */
function handoverText(history: HandoverHistory, label: (role: 'customer' | 'bot') => string): string {
  return history.map((entry) => `${label(entry.role)}: ${entry.text}`).join('\n');
}

/**
 * The support chat window (CHT-002…009): header, then the pre-engagement form, the conversation
 * or the end panel; the chatbot outside operating hours. A non-modal dialog beside the page:
 * Escape closes it (CHT-007) and the launcher gets the focus back.
 */
export function ChatWidget({ onClose, createSocket, socketUrl }: ChatWidgetProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const org = useOrg();
  const session = useSession();
  const rootRef = useRef<HTMLElement>(null);
  usePageSpaceForPanel(rootRef);
  const chat = useAgentChat({
    ...(createSocket ? { createSocket } : {}),
    ...(socketUrl ? { socketUrl } : {}),
  });
  const [stored] = useState(() => readChatSession(new Date()));
  // Read once: the user token is then taken out of the address bar (CHT-011).
  const [search] = useState(() => new URLSearchParams(window.location.search));
  useEffect(() => dropUserTokenFromAddress(), []);
  const [agentRequested, setAgentRequested] = useState(false);
  const [handover, setHandover] = useState<string | undefined>();

  const hours = useQuery({
    ...endpointQuery(operatingHoursApi.openStatus, { params: { department: 'OPS_CHAT' } }),
    refetchInterval: OPERATING_HOURS_POLL_MS,
  });
  const choice = selectChatMode({
    production: !isSandboxMode(),
    search,
    agentSession: stored?.kind === 'agent' ? stored : undefined,
    chatbotSession: stored?.kind === 'chatbot' ? stored : undefined,
    withinOperatingHours: hours.data?.isOpen,
    streamAgent: isFeatureOn(org, 'fe-webchat-stream-agent'),
    now: new Date(),
  });
  const agentMode: ProviderMode =
    choice.mode === 'chatbot'
      ? isFeatureOn(org, 'fe-webchat-stream-agent')
        ? 'stream'
        : 'twilio'
      : choice.mode;
  // CHT-010…013: each mode talks through its provider's adapter; TalkJS with the page's userToken.
  const provider = useMemo(
    () => selectChatProvider(agentMode, choice.userToken ? { userToken: choice.userToken } : {}),
    [agentMode, choice.userToken],
  );
  // A new chat waits for the hours (agent or chatbot, CHT-012) unless the mode is forced or resumed;
  // if they cannot be read, an agent is offered.
  const deciding = hours.isPending && !choice.forced && stored === undefined && !agentRequested;
  const showChatbot =
    choice.mode === 'chatbot' && !agentRequested && chat.state.phase === 'idle' && !deciding;

  const policy: ChatLinkPolicy = useMemo(
    () => ({ family: org.orgBrand, ownSites: [org.orgMetaData.companyInfo.companyHomeUrl, org.baseUrl] }),
    [org],
  );

  const profile = session.status === 'authenticated' ? session.profile : undefined;
  const legalName = readLegalName(profile);
  const profileName = [legalName?.firstName, legalName?.lastName].filter(Boolean).join(' ');
  const signedInForm = profile
    ? { friendlyName: profileName || (profile.email ?? ''), emailAddress: profile.email }
    : undefined;

  // CHT-027: a signed-in borrower's chats carry a nonce, so the agent and the chatbot know whose they are.
  const authenticated = profile !== undefined && isFeatureOn(org, 'fe-webchat-borrower-authentication');
  const start = (form: StartAgentChat['form']) =>
    chat.start({
      provider,
      form,
      orgCode: org.orgCode,
      authenticated,
      ...(handover ? { initialMessage: handover } : {}),
    });

  // CHT-024: a live stored session is resumed; an expired one was dropped when read.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumed.current && stored?.kind === 'agent') {
      resumed.current = true;
      chat.resume(stored);
    }
  }, [stored, chat.resume]);

  // A signed-in borrower skips the form: the profile fills it (CHT-003). TalkJS with the page's user
  // token skips it too: the token opens its own user's conversation, so no name is asked for.
  const opensTokenConversation = agentMode === 'talkjs' && choice.userToken !== undefined;
  const formWithoutAsking = signedInForm?.friendlyName
    ? signedInForm
    : opensTokenConversation
      ? { friendlyName: '' }
      : undefined;
  const autoStarted = useRef(false);
  const wantsAgent = !deciding && !showChatbot && chat.state.phase === 'idle' && stored?.kind !== 'agent';
  useEffect(() => {
    if (wantsAgent && formWithoutAsking && !autoStarted.current && !chat.error) {
      autoStarted.current = true;
      void start(formWithoutAsking);
    }
  });

  const phase = chat.state.phase;
  // Each phase's first field takes the focus: the form's name, the message box, the end panel's button.
  useEffect(() => {
    if (phase !== 'starting') {
      rootRef.current
        ?.querySelector<HTMLElement>('input:not([type=file]), textarea, [data-autofocus]')
        ?.focus();
    }
  }, [phase]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  // ERR-017: a download that fails says so at its file; the chat goes on.
  const [failedDownloads, setFailedDownloads] = useState<ReadonlySet<number>>(new Set());
  const markDownload = (seq: number, failed: boolean) =>
    setFailedDownloads((current) => {
      const next = new Set(current);
      if (failed) {
        next.add(seq);
      } else {
        next.delete(seq);
      }
      return next;
    });
  const download = async (message: ChatMessageFrame) => {
    if (chat.state.phase !== 'messaging' || !message.attachment) {
      return;
    }
    const { session: current } = chat.state;
    markDownload(message.seq, false);
    try {
      const blob = await downloadChatFile(current.conversationId, message.attachment.id, current.token);
      saveBlob(blob, message.attachment.filename);
    } catch {
      markDownload(message.seq, true);
    }
  };

  return (
    <section
      ref={rootRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-40 flex max-h-[70svh] flex-col rounded-t-xl border border-line bg-surface text-ink shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:h-[36rem] sm:w-96 sm:rounded-xl"
    >
      <div className="flex items-center justify-between gap-2 rounded-t-xl bg-brand px-4 py-3 text-brand-contrast">
        <h2 id={titleId} className="font-semibold">
          {t('widget.title')}
        </h2>
        <div className="flex gap-2">
          {phase === 'messaging' ? (
            <Button variant="onBrand" size="sm" onPress={() => void chat.end()}>
              {t('widget.end')}
            </Button>
          ) : null}
          <Button variant="onBrand" size="sm" onPress={onClose} aria-label={t('widget.close')}>
            ×
          </Button>
        </div>
      </div>
      {deciding && phase === 'idle' ? (
        <p role="status" className="p-4 text-sm">
          {t('widget.loading')}
        </p>
      ) : showChatbot ? (
        <ChatbotPanel
          orgCode={org.orgCode}
          {...(authenticated ? { nonce: issueChatNonce } : {})}
          withinHours={hours.data?.isOpen}
          agentMode={agentMode === 'stream' ? 'stream' : 'twilio'}
          contact={signedInForm}
          onHandover={(history) => {
            setHandover(handoverText(history, (role) => t(`handover.${role}`)));
            setAgentRequested(true);
          }}
          onEnd={onClose}
        />
      ) : phase === 'messaging' ? (
        <>
          <MessageList
            messages={chat.messages}
            pending={chat.pending}
            participantId={chat.state.session.participantId}
            agentJoined={chat.agentJoined}
            agentTyping={chat.agentTyping}
            agentReadSeq={chat.agentReadSeq}
            reconnecting={chat.connection === 'reconnecting'}
            policy={policy}
            onDownload={(message) => void download(message)}
            failedDownloads={failedDownloads}
            onResend={chat.resend}
          />
          <Composer onSend={chat.send} onTyping={chat.typing} onFile={(file) => void chat.sendFile(file)} />
        </>
      ) : phase === 'ended' ? (
        <EndPanel
          contactId={chat.state.contactId}
          notice={
            chat.state.notice ? (
              <Banner tone={chat.state.notice === 'tokenInvalid' ? 'warning' : 'error'} announce>
                {t(`errors.${chat.state.notice}`)}
              </Banner>
            ) : undefined
          }
          onStartNew={() => {
            autoStarted.current = false;
            setHandover(undefined);
            setAgentRequested(true);
            chat.reset();
          }}
        />
      ) : formWithoutAsking && !chat.error ? (
        <p role="status" className="p-4 text-sm">
          {t('form.starting')}
        </p>
      ) : (
        <PreEngagementForm
          isStarting={phase === 'starting'}
          error={chat.error}
          onStart={(form) => void start(form)}
        />
      )}
    </section>
  );
}

export default ChatWidget;
