import { useTranslation } from 'react-i18next';
import { Redirect } from '../../../components/redirect.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getSignerPagePath, useCurrentSignerApplication } from '../../../lib/signer-application.ts';
import { ConditionUpload } from '../components/condition-upload.tsx';
import { useSignerConditionsEnabled } from '../lib/signer-conditions-flag.ts';

/** SGN-005/006: the signer's default condition page (conditionUuid, conditionType, conditionEnum). */
export function Component() {
  const { t } = useTranslation('conditions');
  const enabled = useSignerConditionsEnabled();
  const signer = useCurrentSignerApplication();
  if (!enabled) {
    return <Redirect to={getSignerPagePath('conditions')} replace />;
  }
  return (
    <PageSection title={t('upload.title')}>
      <QueryState query={signer} loadingLabel={t('list.loading')}>
        {(current) =>
          current ? (
            <ConditionUpload
              applicationUuid={current.applicationUuid}
              backHref={getSignerPagePath('conditions')}
            />
          ) : (
            <Redirect to={getSignerPagePath('error')} replace />
          )
        }
      </QueryState>
    </PageSection>
  );
}
