import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Redirect } from '../../../components/redirect.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getSignerPagePath, useCurrentSignerApplication } from '../../../lib/signer-application.ts';
import { getConditionsQueryOptions } from '../api/conditions-calls.ts';
import { ConditionList } from '../components/condition-list.tsx';
import { useSignerConditionsEnabled } from '../lib/signer-conditions-flag.ts';

function SignerConditions({ applicationUuid }: { applicationUuid: string }) {
  const { t } = useTranslation('conditions');
  const conditions = useQuery(getConditionsQueryOptions(applicationUuid));
  return (
    <QueryState query={conditions} loadingLabel={t('list.loading')}>
      {(list) => <ConditionList conditions={list} area="signer" applicationUuid={applicationUuid} />}
    </QueryState>
  );
}

/** SGN-004/009: the additional signer's requests, loaded only while the lender's flag is on. */
export function Component() {
  const { t } = useTranslation('conditions');
  const enabled = useSignerConditionsEnabled();
  const signer = useCurrentSignerApplication();
  return (
    <PageSection title={t('list.title')} intro={t('list.signerIntro')}>
      {enabled ? (
        <QueryState query={signer} loadingLabel={t('list.loading')}>
          {(current) =>
            current ? (
              <SignerConditions applicationUuid={current.applicationUuid} />
            ) : (
              <Redirect to={getSignerPagePath('error')} replace />
            )
          }
        </QueryState>
      ) : (
        <p>{t('list.empty')}</p>
      )}
    </PageSection>
  );
}
