import { formatSsnInput } from '@hearth/domain/journey/profile-info';
import { type SsnFormInput, zSsnForm } from '@hearth/domain/journey/soft-credit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { SendForm } from '../../../components/review/send-form.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { postRepullSsn } from '../api/credit-calls.ts';

type SsnForm = z.output<typeof zSsnForm>;

/** PRG-057, PRG-090: credit/social — no file from name, birth date and address: the full SSN, twice. */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit } = useForm<SsnFormInput, unknown, SsnForm>({
    resolver: zodResolver(zSsnForm),
    defaultValues: { ssn: '', confirmSsn: '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: ({ ssn }: SsnForm) => postRepullSsn(uuid, { ssn }),
    onSuccess: continueJourney,
  });
  return (
    <PageSection title={t('social.title')} intro={<p>{t('social.intro')}</p>}>
      <SendForm
        onSubmit={handleSubmit((values) => send.mutate(values))}
        send={send}
        submitLabel={t('social.submit')}
      >
        <FormTextField
          control={control}
          name="ssn"
          label={t('social.ssn')}
          description={t('social.ssnHelp')}
          inputMode="numeric"
          autoComplete="off"
          formatValue={formatSsnInput}
        />
        <FormTextField
          control={control}
          name="confirmSsn"
          label={t('social.confirmSsn')}
          inputMode="numeric"
          autoComplete="off"
          formatValue={formatSsnInput}
        />
        <p className="text-sm">{t('social.security')}</p>
      </SendForm>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
