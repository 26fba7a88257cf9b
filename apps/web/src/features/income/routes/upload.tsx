import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { useContinueJourney } from '../../../lib/continue-journey.ts';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getConditionsQueryOptions, useConditions } from '../api/income-calls.ts';
import { IncomeUploadForm } from '../components/income-upload-form.tsx';
import { TaxReturnInstructions } from '../components/tax-return-instructions.tsx';
import { getDocsRequired } from '../lib/docs-required.ts';
import { toIncomeDocumentType } from '../lib/income-document-type.ts';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getConditionsQueryOptions(uuid)));

/**
 * APP-009: income documents of one type; paystubs as many as the condition asks (default 1). A tax
 * return (`upload/TAX`, `upload/TAX_RETURN`) comes with its instructions (RTE-017, decision 020).
 */
export function Component() {
  const { t } = useTranslation('income');
  const uuid = useApplicationUuid();
  const type = useParams().type ?? 'MANUAL_PAYSTUB';
  const conditions = useConditions(uuid);
  const continueJourney = useContinueJourney(uuid);
  const isPaystub = type === 'MANUAL_PAYSTUB';
  const isTaxReturn = toIncomeDocumentType(type) === 'TAX_RETURN';
  // Without the conditions list, the default of one paystub still lets the borrower go on.
  const count = isPaystub ? getDocsRequired(conditions.data) : 1;
  const pageCopy = isPaystub ? 'paystub' : isTaxReturn ? 'tax' : 'other';
  return (
    <PageSection title={t(`upload.${pageCopy}Title`)} intro={t(`upload.${pageCopy}Intro`, { count })}>
      {isTaxReturn ? <TaxReturnInstructions /> : null}
      {conditions.isPending ? (
        <Loader isLoading />
      ) : (
        <IncomeUploadForm key={count} uuid={uuid} type={type} count={count} onDone={continueJourney} />
      )}
    </PageSection>
  );
}
