import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { getRemaining, type RescissionWindow } from '../lib/rescission-window.ts';

/** The server's time (the device's plus `offsetMs`), read again each minute. */
function useServerNow(offsetMs: number, stepMs = 60_000): Date {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return new Date(deviceNow + offsetMs);
}

export interface RescissionCountdownProps {
  window: RescissionWindow;
  /** How far the server's clock runs ahead of the device's (`getClockOffsetMs`). */
  clockOffsetMs?: number;
  /** Fires once, when the window has closed. */
  onOver?: () => void;
}

/** APP-006: the exact end of the right to cancel, and what is left of it on the server's clock. */
export function RescissionCountdown({ window, clockOffsetMs = 0, onOver }: RescissionCountdownProps) {
  const { t } = useTranslation('closing');
  const format = useFormat();
  const now = useServerNow(clockOffsetMs);
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
  const endsAt = new Intl.DateTimeFormat(format.locale, {
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
