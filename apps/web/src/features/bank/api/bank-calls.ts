import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import type {
  AccountType,
  AutopayBody,
  DisbursementBody,
  ManualAccountForm,
} from '@hearth/domain/journey/bank-accounts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** 007: DISBURSEMENT_ACCOUNT → DISBURSEMENT_ACCOUNT_LINKED / _ENTERED. */
export function postDisbursementAccount(uuid: string, body: DisbursementBody) {
  return callEndpoint(bankAccountsApi.disbursement, { params: { uuid }, body });
}

/** 007: AUTOPAY_ACCOUNT → AUTOPAY_AUTHORIZED / MANUAL_PAY_CHOSEN. */
export function postAutopay(uuid: string, body: AutopayBody) {
  return callEndpoint(bankAccountsApi.autopay, { params: { uuid }, body });
}

export function toManualAccount(values: ManualAccountForm) {
  return {
    routingNumber: values.routingNumber,
    accountNumber: values.accountNumber,
    accountType: values.accountType as AccountType,
  };
}
