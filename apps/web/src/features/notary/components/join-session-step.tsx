import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getApplicationPagePath } from '../../../lib/heloc-application.ts';
import { useErrorMessage } from '../../../lib/validation-message.ts';
import { postENotary } from '../api/notary-calls.ts';

/**
 * Step 3: the sandbox notary joins and the deed is signed before them. The session is the vendor's
 * (007: E_NOTARY_SESSION_STARTED); it reports the signed deed back, and the journey moves on.
 */
export function JoinSessionStep({ uuid, answers }: { uuid: string; answers: string[] }) {
  const describeError = useErrorMessage();
  const { t } = useTranslation('notary');
  const continueJourney = useContinueJourney(uuid);
  const join = useMutation({
    mutationFn: () => postENotary(uuid, answers),
    onSuccess: continueJourney,
  });
  return (
    <div className="flex flex-col gap-4">
      <Card title={t('session.notaryTitle')}>
        <p className="font-semibold">{t('session.notaryName')}</p>
        <p className="text-sm">{t('session.notaryCommission')}</p>
      </Card>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{t('session.deedStep1')}</li>
        <li>{t('session.deedStep2')}</li>
        <li>{t('session.deedStep3')}</li>
      </ol>
      {join.error ? (
        <Banner
          tone="error"
          announce
          title={t('session.joinFailed')}
          action={
            <Link to={getApplicationPagePath(uuid, 'notary/error')} className="underline">
              {t('session.otherOptions')}
            </Link>
          }
        >
          {describeError(join.error)}
        </Banner>
      ) : null}
      <Button className="self-start" isPending={join.isPending} onPress={() => join.mutate()}>
        {join.error ? t('session.joinRetry') : t('session.join')}
      </Button>
    </div>
  );
}
