import {
  HMDA_ETHNICITY_GROUPS,
  HMDA_RACE_GROUPS,
  HMDA_SEX_GROUPS,
  type HmdaBody,
  type HmdaBodyInput,
  zHmdaBody,
} from '@hearth/domain/journey/hmda';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { postHmda } from '../api/application-info-calls.ts';
import { FormError } from '../components/form-error.tsx';
import { HmdaQuestion } from '../components/hmda-question.tsx';

const EMPTY: HmdaBodyInput = {
  ethnicity: [],
  ethnicityOther: '',
  race: [],
  raceTribe: '',
  raceOtherAsian: '',
  raceOtherPacificIslander: '',
  sex: [],
  collectedBy: 'ONLINE',
};

/**
 * APP-016 start/hmda (HMDA, PRG-063): the Reg C demographic questions with the voluntary
 * statement; each multi-select with sub-groups and the exclusive decline answer, checked by the
 * server's schema.
 */
export function Component() {
  const { t } = useTranslation('application-info');
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit, setValue } = useForm<HmdaBodyInput, unknown, HmdaBody>({
    resolver: zodResolver(zHmdaBody),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (values: HmdaBody) => postHmda(uuid, values),
    onSuccess: continueJourney,
  });
  return (
    <PageSection title={t('hmda.title')} intro={t('hmda.intro')}>
      <Card title={t('hmda.statementTitle')}>
        <p className="text-sm">{t('hmda.statement')}</p>
        <p className="mt-2 text-sm">{t('hmda.online')}</p>
      </Card>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={handleSubmit((values) => send.mutate(values))}
      >
        <HmdaQuestion
          question="ethnicity"
          groups={HMDA_ETHNICITY_GROUPS}
          control={control}
          setValue={setValue}
        />
        <HmdaQuestion question="race" groups={HMDA_RACE_GROUPS} control={control} setValue={setValue} />
        <HmdaQuestion question="sex" groups={HMDA_SEX_GROUPS} control={control} setValue={setValue} />
        <FormError error={send.error} title={t('hmda.failed')} />
        <SubmitButton
          isSubmitting={send.isPending}
          label={send.error ? t('hmda.retry') : undefined}
          className="self-start"
        />
      </form>
    </PageSection>
  );
}
