import { formatCurrency } from '@hearth/domain/format/format-currency';
import { type ValuationView, zAppraisalPaymentBody } from '@hearth/domain/journey/valuation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { OrderLine } from '../../../components/review/order-line.tsx';
import { resolveForm } from '../../../components/review/resolve-form.ts';
import { getValuationQueryOptions } from '../../../components/review/review-calls.ts';
import { postAppraisalPayment } from '../../../components/review/review-writes.ts';
import { SendForm } from '../../../components/review/send-form.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TranslationNotice } from '../../../components/ui/translation-notice.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { useOrg } from '../../../lib/org.tsx';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';

function PaymentForm({ uuid, valuation }: { uuid: string; valuation: ValuationView }) {
  const { t } = useTranslation('branch-pages');
  const lender = useOrg().orgMetaData.companyInfo.companyName;
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit } = useForm<{ authorized: boolean }>({
    resolver: resolveForm(zAppraisalPaymentBody),
    defaultValues: { authorized: false },
    shouldFocusError: true,
  });
  const send = useMutation({ mutationFn: () => postAppraisalPayment(uuid), onSuccess: continueJourney });
  const fee = formatCurrency(valuation.appraisalFee);
  const lastFour = valuation.paymentAccountMask;
  return (
    <>
      <p className="text-lg font-semibold">{t('hold.fee', { fee })}</p>
      {lastFour ? (
        <SendForm onSubmit={handleSubmit(() => send.mutate())} send={send} submitLabel={t('hold.pay')}>
          <p>{t('hold.account', { lastFour })}</p>
          <TranslationNotice namespace="branch-pages" />
          <FormCheckbox control={control} name="authorized">
            {t('hold.authorize', { lender, fee, lastFour })}
          </FormCheckbox>
        </SendForm>
      ) : (
        <p>{t('hold.noAccount')}</p>
      )}
    </>
  );
}

function PendingAppraisal({ uuid }: { uuid: string }) {
  const { t } = useTranslation('branch-pages');
  const copy = useReviewCopy('hold', 3);
  return (
    <WaitingPage title={t('hold.pendingTitle')} intro={t('hold.pendingIntro')} steps={copy.steps}>
      <OrderLine uuid={uuid} textKey="hold.ordered" />
    </WaitingPage>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getValuationQueryOptions(uuid)));

/**
 * PRG-087: hold — the onsite appraisal: pay its fee (ONSITE_APPRAISAL_PAYMENT), then wait for the
 * appraiser (ONSITE_APPRAISAL_PENDING).
 */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const valuation = useQuery(getValuationQueryOptions(uuid));
  if (valuation.data && valuation.data.serverStep !== 'ONSITE_APPRAISAL_PAYMENT') {
    return <PendingAppraisal uuid={uuid} />;
  }
  return (
    <PageSection title={t('hold.payTitle')} intro={<p>{t('hold.payIntro')}</p>}>
      <QueryState query={valuation}>{(data) => <PaymentForm uuid={uuid} valuation={data} />}</QueryState>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
