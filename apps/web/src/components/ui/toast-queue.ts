import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

/** KIT-001: at most five toasts are visible at once; later ones wait their turn. */
export const MAX_VISIBLE_TOASTS = 5;
export const DEFAULT_TOAST_TIMEOUT_MS = 6000;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
}

export function createToastQueue(): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });
}

/** The application's one queue, rendered by <ToastRegion />. */
export const toastQueue = createToastQueue();

/** Shows a toast; errors stay until dismissed, others close after a few seconds. */
export function showToast(content: ToastContent, queue = toastQueue): string {
  const timeout = content.tone === 'error' ? undefined : DEFAULT_TOAST_TIMEOUT_MS;
  return queue.add(content, timeout ? { timeout } : {});
}
