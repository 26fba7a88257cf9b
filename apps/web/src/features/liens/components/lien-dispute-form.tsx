import { type LiensDisputeBody, zLiensDisputeBody } from '@hearth/domain/journey/liens';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SendForm } from '../../../components/review/send-form.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { postLiensDispute } from '../api/liens-calls.ts';

/** LIEN_VERIFICATION → LIENS_DISPUTED: what is wrong, for our team to check. */
export function LienDisputeForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation('branch-pages');
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit } = useForm<LiensDisputeBody>({
    resolver: zodResolver(zLiensDisputeBody),
    defaultValues: { reason: '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (body: LiensDisputeBody) => postLiensDispute(uuid, body),
    onSuccess: continueJourney,
  });
  return (
    <SendForm
      onSubmit={handleSubmit((body) => send.mutate(body))}
      send={send}
      submitLabel={t('liens.sendDispute')}
    >
      <FormTextField
        control={control}
        name="reason"
        label={t('liens.reason')}
        description={t('liens.reasonHelp')}
        multiline
        rows={4}
      />
      <p className="text-sm">{t('liens.disputeNext')}</p>
    </SendForm>
  );
}
