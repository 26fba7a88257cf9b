import { type ChatLinkPolicy, splitChatText } from '@hearth/domain/chat/chat-links';

/**
 * A message as text: React escapes it, so markup shows as typed. Only addresses on the lender's
 * whitelist become links (CHT-020); every other address stays plain text.
 */
export function MessageText({ text, policy }: { text: string; policy: ChatLinkPolicy }) {
  return (
    <>
      {splitChatText(text, policy).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="underline">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
