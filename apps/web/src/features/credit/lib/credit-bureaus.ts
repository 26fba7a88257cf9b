/** The three nationwide credit bureaus, where a borrower lifts a freeze (their public freeze pages). */
export const CREDIT_BUREAUS = [
  {
    name: 'Equifax',
    url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
    phone: '888-298-0045',
  },
  { name: 'Experian', url: 'https://www.experian.com/freeze/center.html', phone: '888-397-3742' },
  { name: 'TransUnion', url: 'https://www.transunion.com/credit-freeze', phone: '888-909-8872' },
] as const;
