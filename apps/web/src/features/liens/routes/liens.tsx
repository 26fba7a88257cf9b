import { formatCurrency } from '@hearth/domain/format/format-currency';
import type { LiensView } from '@hearth/domain/journey/liens';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SendError } from '../../../components/review/send-error.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getLiensQueryOptions, postLiensConfirm } from '../api/liens-calls.ts';
import { LienDisputeForm } from '../components/lien-dispute-form.tsx';
import { LienTable } from '../components/lien-table.tsx';

function LiensReview({ uuid, view }: { uuid: string; view: LiensView }) {
  const { t } = useTranslation('branch-pages');
  const continueJourney = useContinueJourney(uuid);
  const [disputing, setDisputing] = useState(false);
  const confirm = useMutation({ mutationFn: () => postLiensConfirm(uuid), onSuccess: continueJourney });
  return (
    <>
      {view.liens.length > 0 ? <LienTable liens={view.liens} /> : <p>{t('liens.none')}</p>}
      <ul className="flex flex-col gap-1">
        <li>{t('liens.total', { amount: formatCurrency(view.totalBalance) })}</li>
        {view.payoffTotal > 0 ? (
          <li className="font-semibold">
            {t('liens.payoffTotal', { amount: formatCurrency(view.payoffTotal) })}
          </li>
        ) : null}
        {view.newLienPosition ? <li>{t('liens.newPosition', { position: view.newLienPosition })}</li> : null}
      </ul>
      <SendError error={confirm.error} />
      <div className="flex flex-wrap gap-3">
        <Button isPending={confirm.isPending} onPress={() => confirm.mutate()}>
          {confirm.error ? t('common.retry') : t('liens.confirm')}
        </Button>
        <Button variant="secondary" aria-expanded={disputing} onPress={() => setDisputing((open) => !open)}>
          {t('liens.disputeToggle')}
        </Button>
      </div>
      {disputing ? <LienDisputeForm uuid={uuid} /> : null}
    </>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getLiensQueryOptions(uuid)));

/**
 * PRG-082, OFR-009/010: liens — the liens of record with balance and payment (those MARKED_FOR_PAYOFF
 * are paid from the line); the borrower confirms them or tells us what is wrong.
 */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const liens = useQuery(getLiensQueryOptions(uuid));
  return (
    <PageSection title={t('liens.title')} intro={<p>{t('liens.intro')}</p>}>
      <QueryState query={liens}>{(data) => <LiensReview uuid={uuid} view={data} />}</QueryState>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
