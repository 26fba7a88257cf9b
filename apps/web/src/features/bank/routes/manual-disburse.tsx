import {
  type ManualAccountForm,
  type ManualAccountFormInput,
  zManualAccountForm,
} from '@hearth/domain/journey/bank-accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { getApplicationPagePath, useApplicationUuid } from '../../../lib/heloc-application.ts';
import { postDisbursementAccount, toManualAccount } from '../api/bank-calls.ts';
import { FormError } from '../components/form-error.tsx';
import { ManualAccountFields } from '../components/manual-account-fields.tsx';

const EMPTY_MANUAL_ACCOUNT: ManualAccountFormInput = {
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
  accountType: '',
};

/** APP-004: the disbursement account typed in by hand (routing number checked by its ABA digit). */
export function Component() {
  const { t } = useTranslation('bank');
  const uuid = useApplicationUuid();
  const continueJourney = useContinueJourney(uuid, { untilStepLeavesPage: true });
  const { control, handleSubmit } = useForm<ManualAccountFormInput, unknown, ManualAccountForm>({
    resolver: zodResolver(zManualAccountForm),
    defaultValues: EMPTY_MANUAL_ACCOUNT,
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (values: ManualAccountForm) =>
      postDisbursementAccount(uuid, { source: 'MANUAL', ...toManualAccount(values) }),
    onSuccess: continueJourney,
  });
  return (
    <PageSection title={t('manualDisburse.title')} intro={t('manualDisburse.intro')}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={handleSubmit((values) => send.mutate(values))}
      >
        <ManualAccountFields control={control} />
        <FormError error={send.error} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton isSubmitting={send.isPending} label={send.error ? t('errors.retry') : undefined} />
          <Link to={getApplicationPagePath(uuid, 'bank/disburse')} className="underline">
            {t('manualDisburse.back')}
          </Link>
        </div>
      </form>
    </PageSection>
  );
}
