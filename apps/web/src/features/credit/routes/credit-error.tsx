import type { CreditCheckView } from '@hearth/domain/journey/soft-credit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getCreditCheckQueryOptions } from '../api/credit-calls.ts';
import { CreditBureauList } from '../components/credit-bureau-list.tsx';
import { FreezePinForm } from '../components/freeze-pin-form.tsx';
import { IncorrectPinPanel } from '../components/incorrect-pin-panel.tsx';
import { LiftedFreezeButton } from '../components/lifted-freeze-button.tsx';

function FrozenFile({ uuid, check }: { uuid: string; check: CreditCheckView }) {
  const { t } = useTranslation('branch-pages');
  const hard = check.pull === 'HARD';
  return (
    <>
      <p>{t(hard ? 'frozen.hardIntro' : 'frozen.softIntro')}</p>
      <Card title={t('frozen.steps')}>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>{t('frozen.step1')}</li>
          <li>{t('frozen.step2')}</li>
          <li>{t('frozen.step3')}</li>
        </ol>
      </Card>
      <CreditBureauList />
      <LiftedFreezeButton uuid={uuid} />
      {check.pinRequired ? (
        <Card title={t('frozen.pinTitle')}>
          <p className="mb-4">{t('frozen.pinIntro')}</p>
          <FreezePinForm uuid={uuid} />
        </Card>
      ) : null}
    </>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getCreditCheckQueryOptions(uuid)));

/**
 * PRG-059: credit/error — the soft or hard pull met a locked or frozen file. How to lift it at the
 * three bureaus, "I've lifted it" (a re-pull), and the PIN when the freeze needs one
 * (status.creditFrozenWithPin). A refused PIN shows the incorrect-PIN page (PRG-091).
 */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const check = useQuery(getCreditCheckQueryOptions(uuid));
  if (check.data?.pinRejected) {
    return <IncorrectPinPanel uuid={uuid} />;
  }
  const title = check.data?.pull === 'HARD' ? t('frozen.hardTitle') : t('frozen.softTitle');
  return (
    <PageSection title={title}>
      <QueryState query={check}>{(data) => <FrozenFile uuid={uuid} check={data} />}</QueryState>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
