import { VALUATION_MESSAGES, zPropertyConditionAnswers } from '@hearth/domain/journey/valuation';
import { z } from 'zod';

const zAuthorized = z.literal(true, { error: VALUATION_MESSAGES.authorizeBpo });

/** bpo/condition (Texas): the condition answers and the authorization — the `POST P/bpo/order` body. */
export const zBpoConditionForm = z.object({ condition: zPropertyConditionAnswers, authorized: zAuthorized });

/** bpo/order-bpo: the authorization only. */
export const zBpoOrderForm = z.object({ authorized: zAuthorized });

/** What the condition form holds before it is checked: radios as 'true' / 'false', the box unticked. */
export interface BpoConditionFormValues {
  condition: {
    overallCondition: string;
    recentUpdates: string;
    updateDetails: string;
    repairsNeeded: string;
    repairDetails: string;
  };
  authorized: boolean;
}

export const EMPTY_CONDITION_FORM: BpoConditionFormValues = {
  condition: {
    overallCondition: '',
    recentUpdates: '',
    updateDetails: '',
    repairsNeeded: '',
    repairDetails: '',
  },
  authorized: false,
};
