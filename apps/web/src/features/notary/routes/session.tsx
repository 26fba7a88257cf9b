import { toAnswerList } from '@hearth/domain/journey/notary';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { DeviceCheckStep } from '../components/device-check-step.tsx';
import { IdentityQuestionsStep } from '../components/identity-questions-step.tsx';
import { JoinSessionStep } from '../components/join-session-step.tsx';

type Stage = { name: 'device' } | { name: 'questions' } | { name: 'join'; answers: string[] };

const STAGES = ['device', 'questions', 'join'] as const;

/** APP-013: the sandbox online notary session — device check, identity questions, the deed. */
export function Component() {
  const { t } = useTranslation('notary');
  const uuid = useApplicationUuid();
  const [stage, setStage] = useState<Stage>({ name: 'device' });
  const index = STAGES.indexOf(stage.name);
  return (
    <PageSection title={t('session.title')} intro={t('session.intro')}>
      <h2 className="text-xl font-semibold">
        {t('session.stepOf', {
          step: index + 1,
          total: STAGES.length,
          name: t(`session.stages.${stage.name}`),
        })}
      </h2>
      {stage.name === 'device' ? (
        <DeviceCheckStep uuid={uuid} onPassed={() => setStage({ name: 'questions' })} />
      ) : null}
      {stage.name === 'questions' ? (
        <IdentityQuestionsStep
          onAnswered={(answers) => setStage({ name: 'join', answers: toAnswerList(answers) })}
        />
      ) : null}
      {stage.name === 'join' ? <JoinSessionStep uuid={uuid} answers={stage.answers} /> : null}
    </PageSection>
  );
}
