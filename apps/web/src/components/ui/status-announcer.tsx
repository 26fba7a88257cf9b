import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** KIT-011: the screen-reader status message clears 300 ms after it is set. */
export const STATUS_CLEAR_MS = 300;

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce | null>(null);

/**
 * A visually hidden polite live region. `announce(message)` puts the text in it for screen readers
 * and empties it after 300 ms, so the same message can be announced again.
 */
export function StatusAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = useCallback<Announce>((next) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(''), STATUS_CLEAR_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="status-announcer"
      >
        {message}
      </div>
    </AnnounceContext.Provider>
  );
}

const ignore: Announce = () => undefined;

/** The nearest StatusAnnouncer's announce, or nothing outside one (a kit part used on its own). */
export function useAnnounceIfAvailable(): Announce {
  return useContext(AnnounceContext) ?? ignore;
}

/** The announce function of the nearest StatusAnnouncer. */
export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext);
  if (!announce) {
    throw new Error('useAnnounce must be used inside StatusAnnouncer');
  }
  return announce;
}
