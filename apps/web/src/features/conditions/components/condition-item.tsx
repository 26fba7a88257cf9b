import type { Condition } from '@hearth/domain/conditions/condition-dto';
import {
  getConditionHref,
  getConditionLocation,
  getRequestedDocumentCount,
} from '@hearth/domain/conditions/condition-location';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClasses } from '../../../components/ui/button-styles.ts';
import { useRelativeTime } from '../../../lib/relative-time.ts';

export interface ConditionItemProps {
  condition: Condition;
  area: 'borrower' | 'signer';
  applicationUuid: string;
}

/** CND-004: one request — what it asks, how many documents, its state and the page that answers it. */
export function ConditionItem({ condition, area, applicationUuid }: ConditionItemProps) {
  const { t } = useTranslation('conditions');
  const { t: tDocuments } = useTranslation('documents');
  const formatAgo = useRelativeTime();
  const count = getRequestedDocumentCount(condition);
  const location = getConditionLocation(condition.categoryEnum);
  // An additional signer has no phone page (SGN-005): anything but their ID is an upload.
  const action =
    location === 'identity' || (location === 'phone-number' && area === 'borrower') ? location : 'upload';
  const types = condition.requestDocuments.map((type) => tDocuments(`types.${type}`, { defaultValue: type }));
  const created = new Date(condition.created);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{condition.notes}</h2>
        <span className="text-sm font-medium">
          {condition.actionNeeded ? t('status.actionNeeded') : t('status.received')}
        </span>
      </div>
      {condition.commentsToBorrower ? <p>{condition.commentsToBorrower}</p> : null}
      {condition.rejectedDocuments?.map((rejected) => (
        <p key={rejected.documentUuid} className="rounded-md border border-line p-2 text-sm">
          {t('list.rejected', { filename: rejected.filename, reason: rejected.reason })}
        </p>
      ))}
      {action === 'upload' ? (
        <p className="text-sm">
          {types.length > 0
            ? t('list.documentsOf', { count, types: types.join(', ') })
            : t('list.documents', { count })}
        </p>
      ) : null}
      <p className="text-sm">
        <time dateTime={condition.created} title={created.toLocaleString('en-US')}>
          {t('list.asked', { when: formatAgo(created) })}
        </time>
      </p>
      {condition.actionNeeded ? (
        <Link
          to={getConditionHref(area, applicationUuid, condition)}
          className={getButtonClasses('primary', 'sm', 'self-start')}
        >
          {action === 'upload'
            ? t(count > 1 ? 'actions.uploadMany' : 'actions.uploadOne')
            : t(`actions.${action}`)}
        </Link>
      ) : null}
    </li>
  );
}
