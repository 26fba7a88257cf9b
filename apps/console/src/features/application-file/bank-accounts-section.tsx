import type { MaskedBankAccount } from '@hearth/domain/application/heloc-application-dto';
import type { OpsBankAccounts } from '@hearth/domain/ops/application-file';
import { Facts, Section } from './section.tsx';

function describe(account: MaskedBankAccount | null): string | null {
  if (!account) {
    return null;
  }
  const bank = account.institutionName ?? `routing ${account.routingNumber}`;
  const status = account.verificationStatus ? `, ${account.verificationStatus}` : '';
  return `${bank} ${account.accountType ?? ''} ending ${account.mask}${status}`.replace(/\s+/g, ' ');
}

/** The draw and autopay accounts and the linked ones: never a full number, the last four digits. */
export function BankAccountsSection({ accounts }: { accounts: OpsBankAccounts }) {
  return (
    <Section id="bank" title="Bank accounts">
      <Facts
        items={[
          ['Disbursement', describe(accounts.disbursement)],
          ['Autopay', describe(accounts.autopay)],
          ['Payment method', accounts.payType],
          [
            'Linked accounts',
            accounts.linked.length
              ? accounts.linked
                  .map((a) => `${a.institutionName ?? ''} ${a.name} ending ${a.mask}`.trim())
                  .join('; ')
              : 'None',
          ],
        ]}
      />
    </Section>
  );
}
