import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_ToastRegion as AriaToastRegion,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue,
} from 'react-aria-components/Toast';
import { useTranslation } from 'react-i18next';
import { cx } from './cx.ts';
import { type ToastContent as Content, type ToastTone, toastQueue } from './toast-queue.ts';

const TONES: Record<ToastTone, string> = {
  info: 'border-l-accent',
  success: 'border-l-green-700',
  error: 'border-l-red-700',
};

/** KIT-001: the toast landmark, bottom-left, at most five visible (F6 moves focus into it). */
export function ToastRegion({ queue = toastQueue }: { queue?: UNSTABLE_ToastQueue<Content> }) {
  const { t } = useTranslation('ui');
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={t('toast.region')}
      className="fixed bottom-4 left-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col-reverse gap-2 outline-none"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={cx(
            'flex items-start gap-3 rounded-lg border border-line border-l-4 bg-surface p-4 text-ink shadow-lg',
            TONES[toast.content.tone ?? 'info'],
          )}
        >
          <ToastContent className="flex min-w-0 flex-1 flex-col">
            <Text slot="title" className="font-semibold">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="text-sm">
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContent>
          <Button slot="close" aria-label={t('toast.close')} className="rounded px-2 text-lg leading-none">
            <span aria-hidden="true">✕</span>
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
