import type { AccountType, AutopayBody, AutopayForm } from '@hearth/domain/journey/bank-accounts';

/** The 007 body for the chosen way to pay. */
export function toAutopayBody(values: AutopayForm): AutopayBody {
  if (values.payType === 'MANUAL') {
    return { payType: 'MANUAL' };
  }
  if (values.accountChoice === 'SAME') {
    return { payType: 'AUTOPAY', sameAsDisbursement: true, authorized: true };
  }
  return {
    payType: 'AUTOPAY',
    account: {
      routingNumber: values.routingNumber.trim(),
      accountNumber: values.accountNumber.trim(),
      accountType: values.accountType as AccountType,
    },
    authorized: true,
  };
}
