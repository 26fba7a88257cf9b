import { zBpoOrderBody } from '@hearth/domain/journey/valuation';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { resolveForm } from '../../../components/review/resolve-form.ts';
import { postBpoOrder } from '../../../components/review/review-writes.ts';
import { SendForm } from '../../../components/review/send-form.tsx';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useOrg } from '../../../lib/org.tsx';
import {
  type BpoConditionFormValues,
  EMPTY_CONDITION_FORM,
  zBpoConditionForm,
  zBpoOrderForm,
} from '../lib/bpo-order-forms.ts';
import { ConditionQuestions } from './condition-questions.tsx';

/**
 * NAV_BPO_ORDER_REQUEST → BPO_ORDERED: the borrower authorizes the broker price opinion; in Texas
 * after the property condition questions (the answers go to the broker with the order).
 */
export function BpoOrderForm({ uuid, askCondition }: { uuid: string; askCondition: boolean }) {
  const { t } = useTranslation('branch-pages');
  const lender = useOrg().orgMetaData.companyInfo.companyName;
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit, watch } = useForm<BpoConditionFormValues>({
    resolver: resolveForm(askCondition ? zBpoConditionForm : zBpoOrderForm),
    defaultValues: EMPTY_CONDITION_FORM,
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (values: BpoConditionFormValues) => postBpoOrder(uuid, zBpoOrderBody.parse(values)),
    onSuccess: continueJourney,
  });
  return (
    <SendForm
      onSubmit={handleSubmit((values) => send.mutate(values))}
      send={send}
      submitLabel={t('bpo.submit')}
    >
      {askCondition ? <ConditionQuestions control={control} values={watch('condition')} /> : null}
      <p>{t('bpo.visit')}</p>
      <TranslationNotice namespace="branch-pages" />
      <FormCheckbox control={control} name="authorized">
        {t('bpo.authorize', { lender })}
      </FormCheckbox>
    </SendForm>
  );
}
