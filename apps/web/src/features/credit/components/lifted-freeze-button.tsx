import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SendError } from '../../../components/review/send-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { postCreditUnfrozen } from '../api/credit-calls.ts';

/** "I've lifted the freeze": the pull runs again (CREDIT_UNFROZEN). */
export function LiftedFreezeButton({
  uuid,
  variant = 'primary',
}: {
  uuid: string;
  variant?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('branch-pages');
  const continueJourney = useContinueJourney(uuid);
  const send = useMutation({ mutationFn: () => postCreditUnfrozen(uuid, {}), onSuccess: continueJourney });
  return (
    <div className="flex flex-col gap-3">
      <SendError error={send.error} />
      <Button
        variant={variant}
        className="self-start"
        isPending={send.isPending}
        onPress={() => send.mutate()}
      >
        {send.error ? t('common.retry') : t('frozen.lifted')}
      </Button>
    </div>
  );
}
