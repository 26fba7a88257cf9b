import type { OpsApplicationDetail } from '@hearth/domain/ops/ops-dto';
import { BreakableName } from '../../components/breakable-name.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { codeLabel, codeWords, phaseLabel, stepLabel } from '../../lib/labels.ts';
import { formatMoney } from './money.ts';
import { Facts, Section } from './section.tsx';

/** The file's head: lender, product, amounts, the offer chosen, step and phase. */
export function SummarySection({ detail }: { detail: OpsApplicationDetail }) {
  const summary = detail.summary;
  const offer = summary?.offer;
  return (
    <Section id="summary" title="Summary">
      <Facts
        items={[
          ['Loan number', summary?.loanNumber ?? detail.application.loanNumber],
          [
            'Lender',
            summary ? (summary.lender.name ?? summary.lender.organizationCode) : detail.organizationCode,
          ],
          ['Product', summary?.product],
          [
            'Step',
            <span key="step">
              {stepLabel(detail.serverStep)}{' '}
              <code className="text-sm text-muted">
                <BreakableName name={detail.serverStep} />
              </code>
            </span>,
          ],
          ['Phase', summary ? phaseLabel(summary.phase) : null],
          [
            'Approved line',
            // No offer yet: one dash, not a range of two.
            summary && (summary.amounts.approvedLineMin !== null || summary.amounts.approvedLineMax !== null)
              ? `${formatMoney(summary.amounts.approvedLineMin)} – ${formatMoney(summary.amounts.approvedLineMax)}`
              : null,
          ],
          ['Line requested', formatMoney(summary?.amounts.requestedLine)],
          ['Initial draw', formatMoney(summary?.amounts.initialDraw)],
          ['Origination fee', formatMoney(summary?.amounts.originationFee)],
          [
            'Offer chosen',
            offer ? `${offer.term}-year ${codeWords(offer.type)}, ${offer.rate}% APR` : 'None yet',
          ],
          ['Underwriting decision', codeLabel(summary?.decision.uwDecision)],
          ['Opened', formatDateTime(summary?.createdDate)],
          ['Last change', formatDateTime(summary?.updatedDate)],
        ]}
      />
    </Section>
  );
}
