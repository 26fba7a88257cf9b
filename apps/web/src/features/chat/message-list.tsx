import { formatChatFileSize } from '@hearth/domain/chat/chat-file-size';
import type { ChatLinkPolicy } from '@hearth/domain/chat/chat-links';
import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { readChatSystemText } from '@hearth/domain/chat/chat-system-text';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx.ts';
import { MessageText } from './message-text.tsx';
import type { PendingMessage } from './use-agent-chat.ts';

export interface MessageListProps {
  messages: ChatMessageFrame[];
  pending: PendingMessage[];
  /** The borrower's own participant: their messages read "You". */
  participantId: string;
  agentJoined: boolean;
  agentTyping: boolean;
  /** The newest message number an agent has read: "Read" shows under the borrower's newest one up to it. */
  agentReadSeq: number;
  reconnecting: boolean;
  policy: ChatLinkPolicy;
  onDownload: (message: ChatMessageFrame) => void;
  /** ERR-017: the files (by message number) whose last download failed. */
  failedDownloads: ReadonlySet<number>;
  /** ERR-019: sends a message that was not taken again. */
  onResend: (clientMessageId: string) => void;
}

/** CHT-028: three dots that pulse, and stay still for anyone who asked for less motion. */
function WaitingDots() {
  return (
    <span aria-hidden="true" className="ml-1 inline-flex gap-0.5">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="inline-block h-1.5 w-1.5 rounded-full bg-current motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

/** CHT-002: the conversation, newest last, announced politely as it grows (a log). */
export function MessageList({
  messages,
  pending,
  participantId,
  agentJoined,
  agentTyping,
  agentReadSeq,
  reconnecting,
  policy,
  onDownload,
  failedDownloads,
  onResend,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const endRef = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    if (count > 0) {
      endRef.current?.scrollIntoView?.({ block: 'end' });
    }
  }, [count]);
  // The server stores system lines in the console's English; the borrower reads them in the page's language.
  const systemText = (body: string) => {
    const system = readChatSystemText(body);
    if (!system) {
      return body;
    }
    return 'name' in system ? t(`system.${system.key}`, { name: system.name }) : t(`system.${system.key}`);
  };
  const authorOf = (message: ChatMessageFrame) => {
    if (message.author.participantId === participantId) {
      return t('messages.you');
    }
    if (message.author.kind === 'AGENT') {
      return message.author.name || t('messages.agent');
    }
    return message.author.name;
  };
  const waiting = !agentJoined;
  const readOwnSeq = messages
    .filter((message) => message.author.participantId === participantId && message.seq <= agentReadSeq)
    .at(-1)?.seq;
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto p-4">
      <div role="log" aria-label={t('messages.label')} className="flex flex-col gap-3">
        <ol className="flex flex-col gap-3">
          {messages.map((message) => {
            const own = message.author.participantId === participantId;
            if (message.author.kind === 'SYSTEM') {
              return (
                <li key={message.seq} className="text-center text-xs text-neutral-700">
                  {systemText(message.body)}
                </li>
              );
            }
            return (
              <li key={message.seq} className={cx('flex flex-col', own ? 'items-end' : 'items-start')}>
                <span className="text-xs font-semibold text-neutral-700">{authorOf(message)}</span>
                <p
                  className={cx(
                    'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
                    own ? 'bg-brand text-brand-contrast' : 'bg-neutral-100 text-neutral-900',
                  )}
                >
                  {message.attachment ? (
                    <button
                      type="button"
                      className="underline"
                      onClick={() => onDownload(message)}
                      aria-label={t('messages.download', {
                        name: message.attachment.filename,
                        size: formatChatFileSize(message.attachment.size),
                      })}
                    >
                      {t('messages.attachment', {
                        name: message.attachment.filename,
                        size: formatChatFileSize(message.attachment.size),
                      })}
                    </button>
                  ) : (
                    <MessageText text={message.body} policy={policy} />
                  )}
                </p>
                {message.seq === readOwnSeq ? (
                  <span className="text-xs text-neutral-700">{t('messages.read')}</span>
                ) : null}
                {message.attachment && failedDownloads.has(message.seq) ? (
                  <span role="alert" className="text-xs text-red-700">
                    {t('errors.general')}
                  </span>
                ) : null}
              </li>
            );
          })}
          {pending.map((item) => (
            <li key={item.clientMessageId} className="flex flex-col items-end">
              <span className="text-xs font-semibold text-neutral-700">{t('messages.you')}</span>
              <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-lg bg-brand px-3 py-2 text-sm text-brand-contrast">
                {item.file
                  ? t('messages.attachment', {
                      name: item.file.name,
                      size: formatChatFileSize(item.file.size),
                    })
                  : item.body}
              </p>
              {item.status === 'failed' ? (
                <span
                  role="alert"
                  className="flex flex-wrap items-center justify-end gap-2 text-xs text-red-700"
                >
                  {t('errors.resend')}
                  <button
                    type="button"
                    className="font-semibold underline"
                    onClick={() => onResend(item.clientMessageId)}
                  >
                    {t('messages.resend')}
                  </button>
                </span>
              ) : (
                <span className="text-xs text-neutral-700">{t('messages.sending')}</span>
              )}
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-2 min-h-6 text-sm text-neutral-700" role="status">
        {agentTyping ? (
          t('messages.agentTyping')
        ) : reconnecting ? (
          t('errors.connectionLost')
        ) : waiting ? (
          <span>
            {t('messages.waiting')}
            <WaitingDots />
          </span>
        ) : null}
      </div>
      <div ref={endRef} />
    </div>
  );
}
