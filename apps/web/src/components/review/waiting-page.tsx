import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContinueJourneyAction } from '../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../lib/heloc-application.ts';
import { Button } from '../ui/button.tsx';
import { getButtonClasses } from '../ui/button-styles.ts';
import { PageSection } from '../ui/page-section.tsx';
import { ApplicationFacts } from './application-facts.tsx';
import { NextSteps } from './next-steps.tsx';
import { SupportLine } from './support-line.tsx';

export interface WaitingPageProps {
  title: string;
  intro: string;
  steps: readonly string[];
  children?: ReactNode;
}

/**
 * A page where the borrower waits on us or a vendor: what is going on, what happens next and when,
 * a way to look at the step again (000 §4 routing from the application root), and who to call.
 */
export function WaitingPage({ title, intro, steps, children }: WaitingPageProps) {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const { continueJourney, isContinuing } = useContinueJourneyAction(uuid);
  return (
    <PageSection title={title} intro={<p>{intro}</p>}>
      {children}
      <NextSteps steps={steps} />
      <div className="flex flex-wrap items-center gap-3">
        <Button isPending={isContinuing} onPress={continueJourney}>
          {t('common.checkStatus')}
        </Button>
        <Link to="/dashboard" className={getButtonClasses('secondary')}>
          {t('common.goToDashboard')}
        </Link>
      </div>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
