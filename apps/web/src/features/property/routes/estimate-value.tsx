import { formatCurrency } from '@hearth/domain/format/format-currency';
import { zHomeValueEstimateForm } from '@hearth/domain/journey/valuation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApplicationFacts } from '../../../components/review/application-facts.tsx';
import { resolveForm } from '../../../components/review/resolve-form.ts';
import { getValuationQueryOptions } from '../../../components/review/review-calls.ts';
import { postHomeValueEstimate } from '../../../components/review/review-writes.ts';
import { SendForm } from '../../../components/review/send-form.tsx';
import { SupportLine } from '../../../components/review/support-line.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';

interface EstimateForm {
  estimatedValue: string;
}

function EstimateForm({ uuid, valuationCost }: { uuid: string; valuationCost: number }) {
  const { t } = useTranslation('branch-pages');
  const continueJourney = useContinueJourney(uuid);
  const { control, handleSubmit } = useForm<EstimateForm>({
    resolver: resolveForm(zHomeValueEstimateForm),
    defaultValues: { estimatedValue: '' },
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (values: EstimateForm) => postHomeValueEstimate(uuid, zHomeValueEstimateForm.parse(values)),
    onSuccess: continueJourney,
  });
  return (
    <SendForm
      onSubmit={handleSubmit((values) => send.mutate(values))}
      send={send}
      submitLabel={t('estimate.submit')}
    >
      <FormTextField
        control={control}
        name="estimatedValue"
        label={t('estimate.label')}
        description={t('estimate.help')}
        inputMode="decimal"
        autoComplete="off"
      />
      <Banner tone="info">{t('estimate.cost', { cost: formatCurrency(valuationCost) })}</Banner>
    </SendForm>
  );
}

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getValuationQueryOptions(uuid)));

/**
 * PRG-076, CON-004: bpo/estimate-value — no automated value (NO_AVM_FOUND), or the valuation team
 * asks (NAV_RESI_EVAL_ESTIMATE): the borrower's estimate, with the possible 180 valuation cost.
 */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const valuation = useQuery(getValuationQueryOptions(uuid));
  const askedByTeam = valuation.data?.serverStep === 'NAV_RESI_EVAL_ESTIMATE';
  return (
    <PageSection
      title={t('estimate.title')}
      intro={<p>{t(askedByTeam ? 'estimate.resiEvalIntro' : 'estimate.intro')}</p>}
    >
      <QueryState query={valuation}>
        {(data) => <EstimateForm uuid={uuid} valuationCost={data.valuationCost} />}
      </QueryState>
      <ApplicationFacts uuid={uuid} />
      <SupportLine />
    </PageSection>
  );
}
