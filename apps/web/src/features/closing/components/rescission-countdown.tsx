import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRemaining, type RescissionWindow } from '../lib/rescission-window.ts';

/** Re-renders each minute; `onOver` fires once when the window has closed. */
function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

/** APP-006: the exact end of the right to cancel, and what is left of it. */
export function RescissionCountdown({ window, onOver }: { window: RescissionWindow; onOver?: () => void }) {
  const { t, i18n } = useTranslation('closing');
  const now = useNow();
  const remaining = getRemaining(window.endsAt, now);
  const over = remaining.days + remaining.hours + remaining.minutes === 0;
  // Once, when the window closes: the callback may be a new function on every render.
  const latestOnOver = useRef(onOver);
  latestOnOver.current = onOver;
  useEffect(() => {
    if (over) {
      latestOnOver.current?.();
    }
  }, [over]);
  const endsAt = new Intl.DateTimeFormat(i18n.language, {
    timeZone: window.timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(window.endsAt.getTime() - 60_000));
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="rescission-deadline">{t('rescission.endsAt', { endsAt, timeZone: window.timeZone })}</p>
      {over ? (
        <p className="font-semibold">{t('rescission.over')}</p>
      ) : (
        <p className="text-2xl font-bold" data-testid="rescission-remaining">
          {t('rescission.remaining', {
            days: t('rescission.days', { count: remaining.days }),
            hours: t('rescission.hours', { count: remaining.hours }),
            minutes: t('rescission.minutes', { count: remaining.minutes }),
          })}
        </p>
      )}
    </div>
  );
}
