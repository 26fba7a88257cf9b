import type { OpsIncome } from '@hearth/domain/ops/application-file';
import { codeLabel } from '../../lib/labels.ts';
import { formatMoney } from './money.ts';
import { Facts, Section } from './section.tsx';

/** Stated income, its sources and the latest verification. */
export function IncomeSection({ income }: { income: OpsIncome }) {
  return (
    <Section id="income" title="Income">
      <Facts
        items={[
          ['Yearly income (stated)', formatMoney(income.incomePrimary)],
          ['Other yearly income', formatMoney(income.incomeOther)],
          ['Employment', codeLabel(income.employmentType)],
          [
            'Verification',
            income.verification
              ? `${codeLabel(income.verification.outcome)}${income.verification.verifiedAnnualIncome === null ? '' : `, ${formatMoney(income.verification.verifiedAnnualIncome)} a year`}`
              : 'Not run yet',
          ],
        ]}
      />
      {income.sources.length === 0 ? (
        <p className="text-muted">No income sources given.</p>
      ) : (
        <ul className="list-disc pl-6">
          {income.sources.map((source, index) => (
            // Sources have no id of their own; their order is the borrower's.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>
              {codeLabel(source.employmentType) ?? 'Income'}
              {source.source ? ` via ${source.source}` : ''}
              {source.accounts?.length
                ? `: ${source.accounts.map((a) => `${a.name} ••${a.mask}`).join(', ')}`
                : ''}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
