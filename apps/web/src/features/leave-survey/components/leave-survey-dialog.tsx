import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { LEAVE_REASONS, type LeaveSurvey, zLeaveSurvey } from '../lib/leave-survey-schema.ts';

export interface LeaveSurveyDialogProps {
  isOpen: boolean;
  /** Answered: the answer is sent, then the borrower goes where they were going. */
  onAnswer: (answer: LeaveSurvey) => void;
  /** Closed without an answer (close control, Escape): the borrower goes where they were going. */
  onClose: () => void;
  /** 'Stay on this page': nothing happens, the borrower stays. */
  onStay: () => void;
  /** Set while the pending action waits its 750 ms (CND-038). */
  isLeaving: boolean;
}

/** CND-037…040: a short 'why are you leaving' question, asked once, never in the borrower's way. */
export function LeaveSurveyDialog({ isOpen, onAnswer, onClose, onStay, isLeaving }: LeaveSurveyDialogProps) {
  const { t } = useTranslation('leave-survey');
  const { control, handleSubmit } = useForm<LeaveSurvey>({
    resolver: zodResolver(zLeaveSurvey),
    defaultValues: { reason: undefined, comment: '' },
    shouldFocusError: true,
  });
  const reason = useWatch({ control, name: 'reason' });
  const options = LEAVE_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) }));
  return (
    <Modal
      id="leave-survey"
      title={t('title')}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isLeaving) {
          onClose();
        }
      }}
    >
      {isLeaving ? (
        <p role="status">{t('leaving')}</p>
      ) : (
        <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit(onAnswer)}>
          <p>{t('intro')}</p>
          <FormRadioGroup control={control} name="reason" label={t('question')} options={options} />
          {reason === 'OTHER' ? (
            <FormTextField control={control} name="comment" label={t('comment')} multiline />
          ) : null}
          <div className="flex flex-wrap gap-3">
            <SubmitButton label={t('send')} />
            <Button variant="secondary" onPress={onStay}>
              {t('stay')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
