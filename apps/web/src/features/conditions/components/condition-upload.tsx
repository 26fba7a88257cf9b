import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getConditionsQueryOptions } from '../api/conditions-calls.ts';
import { findCondition } from '../lib/shown-conditions.ts';
import { ConditionUploadForm } from './condition-upload-form.tsx';

/**
 * CND-002 / SGN-004 upload-document: the condition the link names (conditionUuid; conditionType
 * picks the document type first; conditionEnum is its category), what it asks, and the upload.
 */
export function ConditionUpload({
  applicationUuid,
  backHref,
}: {
  applicationUuid: string;
  backHref: string;
}) {
  const { t } = useTranslation('conditions');
  const [search] = useSearchParams();
  const conditions = useQuery(getConditionsQueryOptions(applicationUuid));
  const back = (
    <Link to={backHref} className="self-start underline">
      {t('upload.back')}
    </Link>
  );
  return (
    <QueryState query={conditions} loadingLabel={t('list.loading')}>
      {(list) => {
        const condition = findCondition(list, search.get('conditionUuid'));
        if (!condition) {
          return (
            <>
              <Banner tone="info" title={t('upload.notOpen')}>
                {t('upload.notOpenText')}
              </Banner>
              {back}
            </>
          );
        }
        return (
          <>
            <div className="flex flex-col gap-1">
              <h2 className="text-xl font-semibold">{condition.notes}</h2>
              {condition.commentsToBorrower ? <p>{condition.commentsToBorrower}</p> : null}
            </div>
            <ConditionUploadForm
              applicationUuid={applicationUuid}
              condition={condition}
              initialType={search.get('conditionType')}
            />
            {back}
          </>
        );
      }}
    </QueryState>
  );
}
