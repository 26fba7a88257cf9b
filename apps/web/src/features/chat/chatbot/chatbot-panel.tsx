import type { ChatbotReply } from '@hearth/domain/api/chatbot-api';
import { zChatMessageText } from '@hearth/domain/chat/chat-rules';
import {
  type ChatbotFeedbackForm,
  type ChatbotRating,
  toFeedbackMessage,
} from '@hearth/domain/chatbot/chatbot-feedback';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { askChatbot, handOverToPerson, loadChatbotHistory, sendReplyFeedback } from './api/chatbot-calls.ts';
import { ChatbotExchange } from './chatbot-exchange.tsx';
import { ChatbotFeedbackDialog } from './chatbot-feedback-dialog.tsx';
import {
  clearChatbotSession,
  readChatbotSession,
  saveChatbotSession,
  visitorSecretOf,
} from './chatbot-session.ts';
import { LeaveMessageForm } from './leave-message-form.tsx';
import { MessageTaken } from './message-taken.tsx';

export interface ChatbotPanelProps {
  orgCode: string;
  applicationUuid?: string;
  /** A signed-in borrower's chat nonce (API-077); undefined for a visitor. */
  nonce?: () => Promise<string | undefined>;
  /** OPS_CHAT's open status; undefined while unknown, when an agent is offered. */
  withinHours: boolean | undefined;
  /** The agents' provider a message left outside the hours waits in (CHT-013). */
  agentMode: 'twilio' | 'stream';
  /** A signed-in borrower's name and e-mail, from their profile, for the agent who answers. */
  contact?: { friendlyName: string; emailAddress?: string | undefined } | undefined;
  /** In the chat hours: the widget starts an agent chat that carries the bot conversation. */
  onHandover: (history: { role: 'customer' | 'bot'; text: string }[]) => void;
  onEnd: () => void;
}

interface Rated {
  rating: ChatbotRating;
}

/**
 * The chatbot inside the chat widget (CHT-010/012 chatbot mode): the session's last 20 exchanges,
 * an ask box (Enter sends, Shift+Enter a new line), each answer with its source and thumbs, the
 * thumbs-down dialog "Tell us more", and "Talk to a person": in the chat hours it hands the history
 * to the widget for an agent; outside them it takes a message the team answers later.
 */
export function ChatbotPanel({
  orgCode,
  applicationUuid,
  nonce,
  withinHours,
  agentMode,
  contact,
  onHandover,
  onEnd,
}: ChatbotPanelProps) {
  const { t } = useTranslation('chatbot');
  const inputId = useId();
  const [conversationId, setConversationId] = useState(() => readChatbotSession(orgCode)?.conversationId);
  const [replies, setReplies] = useState<ChatbotReply[]>([]);
  const [draft, setDraft] = useState('');
  const [ratings, setRatings] = useState<Record<string, Rated>>({});
  const [explaining, setExplaining] = useState<ChatbotReply | undefined>();
  const [historyFailed, setHistoryFailed] = useState(false);
  const [leavingMessage, setLeavingMessage] = useState(false);
  // The newest nonce getter, without reloading the history when the widget passes a new function.
  const nonceRef = useRef(nonce);
  nonceRef.current = nonce;

  useEffect(() => {
    const session = readChatbotSession(orgCode);
    if (!session) {
      return;
    }
    let current = true;
    (async () => {
      const credentials = {
        nonce: await nonceRef.current?.(),
        token: visitorSecretOf(session.conversationId),
      };
      const history = await loadChatbotHistory(session.conversationId, credentials);
      if (current) {
        setReplies(history.messages);
      }
    })().catch(() => {
      if (current) {
        // Not this caller's any more (signed out, another tab's visitor): a new question starts afresh.
        clearChatbotSession(orgCode);
        setConversationId(undefined);
        setHistoryFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [orgCode]);

  const ask = useMutation({
    mutationFn: async (message: string) =>
      askChatbot(
        {
          message,
          organization: orgCode,
          senderType: 'applicant',
          conversationId,
          applicationId: applicationUuid,
          nonce: await nonce?.(),
          pageUrl: window.location.pathname,
        },
        conversationId ? visitorSecretOf(conversationId) : undefined,
      ),
    onSuccess: (answer) => {
      saveChatbotSession(orgCode, answer, answer.token);
      setConversationId(answer.conversationId);
      setReplies((shown) => [...(answer.conversationId === conversationId ? shown : []), answer.reply]);
      setDraft('');
    },
  });

  const rate = useMutation({
    mutationFn: async ({
      reply,
      rating,
      form,
    }: {
      reply: ChatbotReply;
      rating: ChatbotRating;
      form?: ChatbotFeedbackForm;
    }) =>
      sendReplyFeedback(
        {
          questionId: reply.questionId,
          conversationId: reply.conversationId,
          responseToCustomer: reply.responseStr,
          rating,
          senderType: 'applicant',
          ...(form ? { feedbackMessage: toFeedbackMessage(form) } : {}),
          ...(await nonce?.().then((value) => (value ? { nonce: value } : {}))),
        },
        visitorSecretOf(reply.conversationId),
      ),
    onSuccess: (_, { reply, rating }) => {
      setRatings((shown) => ({ ...shown, [reply.questionId]: { rating } }));
      setExplaining(undefined);
    },
  });

  const leaveMessage = useMutation({
    mutationFn: async ({ conversation, message }: { conversation: string | undefined; message: string }) =>
      handOverToPerson(
        {
          // A borrower who asked the chatbot nothing yet names the lender; a conversation opens for them.
          ...(conversation
            ? { conversationId: conversation }
            : { organization: orgCode, ...(applicationUuid ? { applicationId: applicationUuid } : {}) }),
          chatMode: agentMode,
          message,
          nonce: await nonce?.(),
          ...(contact?.friendlyName ? { friendlyName: contact.friendlyName } : {}),
          ...(contact?.emailAddress ? { emailAddress: contact.emailAddress } : {}),
        },
        conversation ? visitorSecretOf(conversation) : undefined,
      ),
    // The conversation is the team's now: a new question starts a new chatbot session.
    onSuccess: () => clearChatbotSession(orgCode),
  });

  const send = () => {
    if (zChatMessageText.safeParse(draft).success && !ask.isPending) {
      ask.mutate(draft.trim());
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // CHT-037: Enter sends, Shift+Enter inserts a newline.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onRate = (reply: ChatbotReply, rating: ChatbotRating) => {
    rate.reset();
    if (rating === 'THUMBS_DOWN') {
      setExplaining(reply);
    } else {
      rate.mutate({ reply, rating });
    }
  };
  const handOver = () => {
    if (withinHours === false) {
      leaveMessage.reset();
      setLeavingMessage(true);
      return;
    }
    onHandover(
      replies.flatMap((reply) => [
        { role: 'customer' as const, text: reply.questionStr },
        { role: 'bot' as const, text: reply.responseStr },
      ]),
    );
  };
  const end = () => {
    clearChatbotSession(orgCode);
    onEnd();
  };

  if (leaveMessage.isSuccess) {
    return (
      <section aria-label={t('title')} className="flex min-h-0 flex-1 flex-col gap-3 p-4">
        <MessageTaken onClose={onEnd} />
      </section>
    );
  }

  return (
    <section aria-label={t('title')} className="flex min-h-0 flex-1 flex-col gap-3 p-4">
      <p className="text-sm text-ink/80">{t('intro')}</p>
      {historyFailed ? <p className="text-sm">{t('historyGone')}</p> : null}
      <div role="log" aria-live="polite" aria-label={t('messages')} className="flex-1 overflow-y-auto">
        <ol className="flex flex-col gap-4">
          {replies.map((reply) => (
            <ChatbotExchange
              key={reply.questionId}
              reply={reply}
              rating={ratings[reply.questionId]?.rating}
              onRate={(rating) => onRate(reply, rating)}
            />
          ))}
          {ask.isPending && ask.variables ? (
            <li className="self-end whitespace-pre-wrap rounded-2xl bg-brand/70 px-3 py-2 text-white">
              {ask.variables}
            </li>
          ) : null}
        </ol>
      </div>
      {rate.isSuccess && !explaining ? <p role="status">{t('feedback.thanks')}</p> : null}
      {rate.error && !explaining ? (
        <Banner tone="error" announce title={t('feedback.failed')}>
          {rate.error.message}
        </Banner>
      ) : null}
      {ask.error ? (
        <Banner tone="error" announce title={t('askFailed')}>
          {ask.error.message}
        </Banner>
      ) : null}
      {leavingMessage ? (
        <LeaveMessageForm
          signedIn={nonce !== undefined}
          isSending={leaveMessage.isPending}
          error={leaveMessage.error?.message}
          onSend={(message) => leaveMessage.mutate({ conversation: conversationId, message })}
          onBack={() => setLeavingMessage(false)}
        />
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-medium">
            {t('askLabel')}
          </label>
          <textarea
            id={inputId}
            value={draft}
            rows={2}
            maxLength={4000}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className="w-full rounded-lg border-2 border-line bg-surface px-3 py-2 text-base text-ink"
          />
          <div className="flex flex-wrap gap-2">
            <Button onPress={send} isPending={ask.isPending}>
              {t('send')}
            </Button>
            <Button variant="secondary" onPress={handOver}>
              {t('talkToPerson')}
            </Button>
            <Button variant="ghost" onPress={end}>
              {t('end')}
            </Button>
          </div>
        </div>
      )}
      {explaining ? (
        <ChatbotFeedbackDialog
          isOpen
          onOpenChange={(open) => (open ? undefined : setExplaining(undefined))}
          isSending={rate.isPending}
          error={rate.error?.message}
          onSubmit={(form) => rate.mutate({ reply: explaining, rating: 'THUMBS_DOWN', form })}
        />
      ) : null}
    </section>
  );
}
