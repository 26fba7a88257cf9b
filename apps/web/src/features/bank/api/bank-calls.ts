import type {
  AccountType,
  AutopayBody,
  DisbursementBody,
  ManualAccountForm,
} from '@hearth/domain/journey/bank-accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

/** 007: DISBURSEMENT_ACCOUNT → DISBURSEMENT_ACCOUNT_LINKED / _ENTERED. */
export function postDisbursementAccount(uuid: string, body: DisbursementBody): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/bank/disbursement'), { method: 'POST', body });
}

/** 007: AUTOPAY_ACCOUNT → AUTOPAY_AUTHORIZED / MANUAL_PAY_CHOSEN. */
export function postAutopay(uuid: string, body: AutopayBody): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/bank/autopay'), { method: 'POST', body });
}

export function toManualAccount(values: ManualAccountForm) {
  return {
    routingNumber: values.routingNumber,
    accountNumber: values.accountNumber,
    accountType: values.accountType as AccountType,
  };
}
