import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isFeatureOn } from '../../components/layout/org-info.ts';
import { OPEN_WEBCHAT_EVENT } from '../../components/layout/support-contact.tsx';
import { importWithRetry } from '../../lib/lazy-with-retry.ts';
import { useOrg } from '../../lib/org.tsx';

// Loaded on intent (the launcher, or ?pop-webchat): no page pays for the chat before.
const ChatWidget = lazy(importWithRetry(() => import('./chat-widget.tsx')));

/** RTE-032: `?pop-webchat` opens the chat as the page loads. */
export const POP_WEBCHAT_QUERY = 'pop-webchat';

/**
 * Where the chat window lives on every page of a lender with web chat (ORG-045). The header's
 * "Chat with us" toggles it (CHT-001, CHT-007); closing it gives the focus back to what opened it.
 */
export function ChatWidgetHost() {
  const org = useOrg();
  const enabled = isFeatureOn(org, 'fe-webchat');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    const target = opener.current;
    opener.current = null;
    // After the window is gone, so the focus is not lost with it.
    requestAnimationFrame(() => target?.focus());
  }, []);

  useEffect(() => {
    if (!enabled) {
      return;
    }
    if (new URLSearchParams(window.location.search).has(POP_WEBCHAT_QUERY)) {
      setOpen(true);
    }
    const toggle = () => {
      setOpen((wasOpen) => {
        if (!wasOpen) {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }
        return !wasOpen;
      });
    };
    window.addEventListener(OPEN_WEBCHAT_EVENT, toggle);
    return () => window.removeEventListener(OPEN_WEBCHAT_EVENT, toggle);
  }, [enabled]);

  if (!enabled || !open) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ChatWidget onClose={close} />
    </Suspense>
  );
}
