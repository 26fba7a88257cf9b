import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { useFormActionAnswer } from '../../../../lib/form-action.ts';
import { useOrg } from '../../../../lib/org.tsx';
import { useAnnounceErrors } from '../../hooks/use-announce-errors.ts';
import { findLenderMinimumAge, fromDobParts, maskBirthdate, toDobParts } from '../../lib/birthdate.ts';
import { updateRegisterData, useRegisterData } from '../../lib/register-store.ts';
import { createBirthdateStep } from '../../lib/schemas/birthdate-step-schema.ts';
import { StepLayout } from '../step-layout.tsx';
import type { StepProps } from './step-props.ts';

type Schema = ReturnType<typeof createBirthdateStep>;
type Input = z.input<Schema>;
type Output = z.output<Schema>;

/** REG-011, VAL-002…007, KIT-016: the date of birth, typed MM/dd/yyyy. */
export function BirthdateStep({ onDone, backTo }: StepProps) {
  const { t } = useTranslation('registration');
  const announceErrors = useAnnounceErrors<Input>();
  const org = useOrg();
  const data = useRegisterData();
  const state = data.propertyAddress.state;
  const lenderMinimum = findLenderMinimumAge(org);
  const schema = useMemo(
    () => createBirthdateStep({ minimumAge: lenderMinimum, propertyState: state }),
    [lenderMinimum, state],
  );
  // The step sent without scripts comes back rendered with its messages and what was typed (its action).
  const sent = useFormActionAnswer<Input>();
  const { control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { dob: sent.isAnswer ? (sent.values.dob ?? '') : fromDobParts(data.dob) },
    ...(sent.errors ? { errors: sent.errors } : {}),
    shouldFocusError: true,
  });

  const submit = handleSubmit((values) => {
    updateRegisterData({ dob: toDobParts(values.dob) });
    onDone();
  }, announceErrors);

  return (
    <StepLayout
      title={t('birthdate.title')}
      onSubmit={submit}
      isSubmitting={formState.isSubmitting}
      backTo={backTo}
    >
      <FormTextField
        control={control}
        name="dob"
        label={t('birthdate.label')}
        description={t('birthdate.format')}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('birthdate.format')}
        isReadOnly={data.flags.isDobPrefilled}
        formatValue={maskBirthdate}
      />
    </StepLayout>
  );
}
