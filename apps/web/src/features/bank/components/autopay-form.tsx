import { type AutopayForm as Values, zAutopayForm } from '@hearth/domain/journey/bank-accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormRadioGroup } from '../../../components/ui/form-radio-group.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useOrg } from '../../../lib/org.tsx';
import { postAutopay } from '../api/bank-calls.ts';
import { getLastFour } from '../lib/account-mask.ts';
import { toAutopayBody } from '../lib/to-autopay-body.ts';
import { FormError } from './form-error.tsx';
import { type AccountFieldValues, ManualAccountFields } from './manual-account-fields.tsx';

export interface AutopayFormProps {
  uuid: string;
  /** The disbursement account's mask; without one the account is typed in. */
  disbursementMask: string | null;
}

/** AUTOPAY (with the Reg E authorization) or MANUAL payments (APP-004). */
export function AutopayForm({ uuid, disbursementMask }: AutopayFormProps) {
  const { t } = useTranslation('bank');
  const { companyName, supportPhoneNumber } = useOrg().orgMetaData.companyInfo;
  const continueJourney = useContinueJourney(uuid, { untilStepLeavesPage: true });
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(zAutopayForm),
    defaultValues: {
      payType: 'AUTOPAY',
      accountChoice: disbursementMask ? 'SAME' : 'OTHER',
      routingNumber: '',
      accountNumber: '',
      confirmAccountNumber: '',
      accountType: '',
      authorized: false,
    },
    shouldFocusError: true,
  });
  const [payType, accountChoice, accountNumber] = useWatch({
    control,
    name: ['payType', 'accountChoice', 'accountNumber'],
  });
  const send = useMutation({
    mutationFn: (values: Values) => postAutopay(uuid, toAutopayBody(values)),
    onSuccess: continueJourney,
  });
  const lastFour = getLastFour(accountChoice === 'SAME' ? disbursementMask : accountNumber);
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit((values) => send.mutate(values))}>
      <FormRadioGroup
        control={control}
        name="payType"
        label={t('autopay.payTypeLabel')}
        options={[
          { value: 'AUTOPAY', label: t('autopay.autopay'), description: t('autopay.autopayHelp') },
          { value: 'MANUAL', label: t('autopay.manual'), description: t('autopay.manualHelp') },
        ]}
      />
      {payType === 'AUTOPAY' ? (
        <>
          {disbursementMask ? (
            <FormRadioGroup
              control={control}
              name="accountChoice"
              label={t('autopay.accountLabel')}
              options={[
                { value: 'SAME', label: t('autopay.same', { lastFour: getLastFour(disbursementMask) }) },
                { value: 'OTHER', label: t('autopay.other') },
              ]}
            />
          ) : null}
          {accountChoice === 'OTHER' ? (
            <ManualAccountFields control={control as unknown as Control<AccountFieldValues>} />
          ) : null}
          <div
            className="rounded-lg border border-line bg-raised p-4 text-sm"
            data-testid="reg-e-authorization"
          >
            <h2 className="mb-2 font-semibold">{t('autopay.authorizationTitle')}</h2>
            <TranslationNotice namespace="bank" className="mb-2" />
            <p>
              {t('autopay.authorizationText', {
                companyName,
                lastFour: lastFour || t('autopay.unknownLastFour'),
                phone: supportPhoneNumber.number,
              })}
            </p>
          </div>
          <FormCheckbox control={control} name="authorized">
            {t('autopay.authorize', { companyName })}
          </FormCheckbox>
        </>
      ) : null}
      <FormError error={send.error} />
      <SubmitButton isSubmitting={send.isPending} label={send.error ? t('errors.retry') : undefined} />
    </form>
  );
}
