import { zFreezePinForm } from '@hearth/domain/journey/soft-credit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SendForm } from '../../../components/review/send-form.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { postCreditUnfrozen } from '../api/credit-calls.ts';

type PinForm = z.infer<typeof zFreezePinForm>;

/** The bureau's freeze PIN, sent for the next pull only (FREEZE_PIN_SUBMITTED). */
export function FreezePinForm({ uuid }: { uuid: string }) {
  const { t } = useTranslation('branch-pages');
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit } = useForm<PinForm>({
    resolver: zodResolver(zFreezePinForm),
    defaultValues: { pin: '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: ({ pin }: PinForm) => postCreditUnfrozen(uuid, { pin }),
    onSuccess: continueJourney,
  });
  return (
    <SendForm
      onSubmit={handleSubmit((values) => send.mutate(values))}
      send={send}
      submitLabel={t('frozen.sendPin')}
    >
      <FormTextField
        control={control}
        name="pin"
        label={t('frozen.pin')}
        description={t('frozen.pinHelp')}
        inputMode="numeric"
        autoComplete="off"
      />
    </SendForm>
  );
}
