import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { useTranslation } from 'react-i18next';
import { ConditionItem } from './condition-item.tsx';

/** CND-001: the dashboard of the lender's requests (already filtered and sorted, CND-005/006). */
export function ConditionList({
  conditions,
  area,
  applicationUuid,
}: {
  conditions: readonly Condition[];
  area: 'borrower' | 'signer';
  applicationUuid: string;
}) {
  const { t } = useTranslation('conditions');
  if (conditions.length === 0) {
    return <p>{t('list.empty')}</p>;
  }
  return (
    <ul className="flex flex-col gap-4">
      {conditions.map((condition) => (
        <ConditionItem
          key={condition.uuid}
          condition={condition}
          area={area}
          applicationUuid={applicationUuid}
        />
      ))}
    </ul>
  );
}
