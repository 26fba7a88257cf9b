import { useEffect, useRef, useState } from 'react';

const MUTE_KEY = 'hearth-console-chat-muted';
const TITLE = 'Chats · Hearth staff console';

/** "(3) Chats · …" while messages wait unseen in a hidden tab. */
export function badgedTitle(unseen: number): string {
  return unseen > 0 ? `(${unseen}) ${TITLE}` : TITLE;
}

/** A short two-note chime through Web Audio (no sound file to fetch). */
export function playChime(context: AudioContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.12, 1320],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.22);
  }
}

function storedMute(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * New customer messages while the tab is hidden: the title counts them and, unless muted, a chime
 * plays. Showing the tab again clears the count. The mute choice (no personal data) is remembered.
 */
export function useNewMessageAlert() {
  const [muted, setMutedState] = useState(storedMute);
  const [unseen, setUnseen] = useState(0);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const audio = useRef<AudioContext | undefined>(undefined);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  useEffect(() => {
    const onVisible = () => {
      const shown = document.visibilityState === 'visible';
      setVisible(shown);
      if (shown) {
        setUnseen(0);
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    document.title = badgedTitle(unseen);
  }, [unseen]);

  // Browsers let a page make sound only after a gesture: the first one on the page prepares it.
  useEffect(() => {
    const prepare = () => {
      if (typeof AudioContext !== 'undefined') {
        audio.current ??= new AudioContext();
      }
    };
    document.addEventListener('pointerdown', prepare, { once: true });
    document.addEventListener('keydown', prepare, { once: true });
    return () => {
      document.removeEventListener('pointerdown', prepare);
      document.removeEventListener('keydown', prepare);
    };
  }, []);

  return {
    muted,
    unseen,
    /** Whether the tab is shown: what is on screen then counts as read. */
    visible,
    setMuted(value: boolean) {
      setMutedState(value);
      try {
        window.localStorage.setItem(MUTE_KEY, String(value));
      } catch {
        // A private window without storage: the choice lasts for this page.
      }
    },
    /** A customer's message arrived live. */
    notify() {
      if (document.visibilityState !== 'hidden') {
        return;
      }
      setUnseen((count) => count + 1);
      if (mutedRef.current || typeof AudioContext === 'undefined') {
        return;
      }
      audio.current ??= new AudioContext();
      void audio.current.resume().then(() => audio.current && playChime(audio.current));
    },
  };
}
