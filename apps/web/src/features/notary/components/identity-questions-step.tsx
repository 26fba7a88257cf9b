import { IDENTITY_QUESTIONS, type IdentityAnswers, zIdentityAnswers } from '@hearth/domain/journey/notary';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** Step 2: the identity questions every signer answers before a remote notarization. */
export function IdentityQuestionsStep({ onAnswered }: { onAnswered: (answers: IdentityAnswers) => void }) {
  const { t } = useTranslation('notary');
  const { control, handleSubmit } = useForm<IdentityAnswers>({
    resolver: zodResolver(zIdentityAnswers),
    defaultValues: { street: '', vehicle: '', lender: '' },
    shouldFocusError: true,
  });
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit(onAnswered)}>
      <p>{t('session.questionsIntro')}</p>
      {IDENTITY_QUESTIONS.map((question) => (
        <FormRadioGroup
          key={question.id}
          control={control}
          name={question.id}
          label={t(`session.questions.${question.id}.label`)}
          options={question.options.map((value) => ({
            value,
            label: t(`session.questions.${question.id}.${value}`),
          }))}
        />
      ))}
      <SubmitButton className="self-start" />
    </form>
  );
}
