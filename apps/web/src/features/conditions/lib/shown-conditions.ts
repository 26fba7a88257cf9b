import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { isShownConditionCategory } from '@hearth/domain/enums/condition-category';

/** CND-005/006: only the 12 shown categories, oldest first (the server does too; the page holds to it). */
export function toShownConditions(conditions: readonly Condition[]): Condition[] {
  return conditions
    .filter((condition) => isShownConditionCategory(condition.categoryEnum))
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created));
}

/** The condition a link names (`conditionUuid`), if it is still open for the caller. */
export function findCondition(conditions: readonly Condition[], uuid: string | null): Condition | undefined {
  return uuid ? conditions.find((condition) => condition.uuid === uuid) : undefined;
}
