import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerStep } from '../../../lib/heloc-application.ts';

/** REG-021: seven messages over about 67 seconds (the waits of PRG-053 add up to about a minute). */
const MESSAGE_COUNT = 7;
export const MESSAGE_MS = Math.round(67_000 / MESSAGE_COUNT);

/**
 * The message the work has reached for sure, by the step the application is at: the soft credit
 * check, the property's value, then the offers themselves (the indexes of REG-021's messages).
 */
const MESSAGE_OF_STEP: Readonly<Record<string, number>> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: 0,
  WAITING_FOR_SOFT_CREDIT: 1,
  SOFT_CREDIT_PULL: 1,
  WAITING_FOR_AVM_DATA: 2,
  WAITING_FOR_INITIAL_OFFERS: 4,
};

function useElapsedMessage(): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => Math.min(current + 1, MESSAGE_COUNT - 1)),
      MESSAGE_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return index;
}

/**
 * REG-020/021 on the offers page: while a new borrower's offers are still being worked out, the
 * register loading screen's messages go on — never behind, and ahead when the step shows the work
 * has moved on — in a polite status region, instead of an error.
 */
export function OffersWaiting({ uuid }: { uuid: string }) {
  const { t } = useTranslation('offers');
  const step = useServerStep(uuid).data?.serverStep;
  const index = Math.max(useElapsedMessage(), MESSAGE_OF_STEP[step ?? ''] ?? 0);
  return (
    <div className="flex flex-col items-center gap-6 py-12 text-center" data-testid="offers-waiting">
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none"
      />
      <p role="status" aria-live="polite" className="text-xl font-semibold">
        {t(`waiting.messages.${index}`)}
      </p>
    </div>
  );
}
