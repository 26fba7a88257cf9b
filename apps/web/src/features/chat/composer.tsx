import { CHAT_ATTACHMENT_ACCEPT } from '@hearth/domain/api/chat-attachments-api';
import { zChatMessageText } from '@hearth/domain/chat/chat-rules';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

export interface ComposerProps {
  onSend: (body: string) => void;
  onTyping: () => void;
  onFile: (file: File) => void;
}

/**
 * CHT-004, CHT-036/037: the message box with "Send" and a file picker. Enter sends, Shift+Enter
 * starts a new line; a blank message is not sent.
 */
export function Composer({ onSend, onTyping, onFile }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const submit = () => {
    if (!zChatMessageText.safeParse(text).success) {
      return;
    }
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="flex flex-col gap-2 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        id={inputId}
        aria-describedby={hintId}
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
        className="w-full resize-none rounded-md border border-line bg-surface p-2 text-sm text-ink"
      />
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
      </p>
      <div className="flex items-center justify-between gap-2">
        <input
          ref={fileRef}
          type="file"
          accept={CHAT_ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) {
              onFile(file);
            }
            event.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" onPress={() => fileRef.current?.click()}>
          {t('composer.attach')}
        </Button>
        <Button type="submit" size="sm" isDisabled={text.trim() === ''}>
          {t('composer.send')}
        </Button>
      </div>
    </form>
  );
}
