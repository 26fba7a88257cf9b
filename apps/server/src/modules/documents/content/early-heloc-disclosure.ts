import { CFPB_HELOC_BOOKLETS } from '@hearth/domain/disclosures/cfpb-heloc-booklet';
import {
  APR_LIMITS,
  MANUAL_NOTARY_COST,
  RECORDING_FEE_LIMITS,
  VALUATION_COST,
} from '@hearth/domain/offers/offer-limits';
import type { DocumentData, DocumentOfferTerms } from '../document-data.ts';
import {
  bullet,
  type DocumentContent,
  type DocumentLine,
  heading,
  paragraph,
  table,
} from '../pdf/document-lines.ts';
import { apr, describeRateChanges, money, monthlyPayment, percent, quoteTerms } from './format.ts';
import { CURRENT_PRIME_RATE, EXAMPLE_BALANCE, PRIME_RATE_HISTORY } from './historical-index.ts';

export const CFPB_BOOKLET_TITLE = CFPB_HELOC_BOOKLETS.en.title;

/** The terms the disclosure is about: the selected offer, or a representative example before one. */
export function disclosedTerms(data: DocumentData): DocumentOfferTerms {
  return data.offer ?? { amount: 50_000, term: 10, rate: APR_LIMITS.min, baseRate: CURRENT_PRIME_RATE };
}

export function clampApr(rate: number): number {
  return Math.min(APR_LIMITS.max, Math.max(APR_LIMITS.min, rate));
}

export function marginFor(terms: DocumentOfferTerms): number {
  return Math.max(0, terms.rate - (terms.baseRate ?? CURRENT_PRIME_RATE));
}

function paymentTerms(terms: DocumentOfferTerms): DocumentLine[] {
  const payment = monthlyPayment(EXAMPLE_BALANCE, terms.rate, terms.term);
  return [
    heading('Minimum payment requirements'),
    paragraph(
      `You can obtain advances of credit during the draw period, the first ${Math.min(terms.term, 5)} years of the plan. Your payments are due monthly. Each minimum monthly payment is the amount that repays the outstanding balance, with interest, in equal monthly payments over the ${terms.term}-year term of the plan; it is recalculated after every advance. There is no balloon payment: the minimum payments repay the whole balance by the end of the term.`,
    ),
    heading('Minimum payment example'),
    paragraph(
      `If you made only the minimum monthly payments and took no other credit advances, it would take ${terms.term} years to pay off a credit advance of ${money(EXAMPLE_BALANCE)} at an ANNUAL PERCENTAGE RATE of ${apr(terms.rate)}. During that period, you would make ${terms.term * 12} monthly payments of ${money(payment)}.`,
    ),
  ];
}

function feeLines(terms: DocumentOfferTerms): DocumentLine[] {
  const quote = quoteTerms(terms);
  const thirdParty = terms.costs?.length
    ? terms.costs.map((cost) => bullet(`${cost.label}: ${money(cost.amount)}`))
    : [
        bullet(`Property valuation, when no automated valuation is available: ${money(VALUATION_COST)}`),
        bullet(`In-person (manual) notary, if you choose one: ${money(MANUAL_NOTARY_COST)}`),
        bullet(
          `County recording fees: ${money(RECORDING_FEE_LIMITS.min)} to ${money(RECORDING_FEE_LIMITS.max)}`,
        ),
        bullet('State recording or mortgage tax, in the states that charge one: set by the state and county'),
      ];
  return [
    heading('Fees and charges'),
    paragraph(
      `To open and maintain the line you must pay the following fees to us: an origination fee of ${percent(terms.originationFeePercent ?? 0)} of your initial draw (${money(quote.originationFee.toNumber())} on an initial draw of ${money(quote.initialDraw.toNumber())} from a line of ${money(terms.amount)}), financed in the line: your draw total, draw plus fee, is ${money(quote.drawTotal.toNumber())}. There is no annual fee and no fee for later advances.`,
    ),
    paragraph(
      'You must pay certain fees to third parties to open the plan. These fees generally total between the amounts listed below:',
    ),
    ...thirdParty,
    paragraph(
      'If you ask, we will give you an itemization of the fees you will have to pay to third parties.',
    ),
  ];
}

function variableRateLines(terms: DocumentOfferTerms): DocumentLine[] {
  const margin = marginFor(terms);
  const maxPayment = monthlyPayment(EXAMPLE_BALANCE, APR_LIMITS.max, terms.term);
  const rows = PRIME_RATE_HISTORY.map(({ year, rate }) => {
    const yearApr = clampApr(rate + margin);
    return [
      String(year),
      `${rate.toFixed(2)}%`,
      `${margin.toFixed(2)}%`,
      apr(yearApr),
      money(monthlyPayment(EXAMPLE_BALANCE, yearApr, terms.term)),
    ];
  });
  return [
    heading('Variable-rate features'),
    paragraph(
      'This plan has a variable-rate feature. The ANNUAL PERCENTAGE RATE (corresponding to the periodic rate) and the minimum monthly payment can change as a result. The ANNUAL PERCENTAGE RATE includes only interest and no other costs.',
    ),
    paragraph(
      `The annual percentage rate is based on the value of an index, the Prime Rate published in The Wall Street Journal, plus a margin. To determine your rate we add a margin of ${margin.toFixed(2)} percentage points to the value of the index. Ask us for the current index value, margin and annual percentage rate. After you open a plan, rate information will be provided on periodic statements that we send you.`,
    ),
    paragraph(describeRateChanges(terms.type)),
    paragraph(
      `Maximum rate and payment example: if you had an outstanding balance of ${money(EXAMPLE_BALANCE)}, the minimum monthly payment at the maximum ANNUAL PERCENTAGE RATE of ${apr(APR_LIMITS.max)} would be ${money(maxPayment)}. This annual percentage rate could be reached at the time of the first rate change.`,
    ),
    heading('Historical example'),
    paragraph(
      `The table shows how the annual percentage rate and the minimum monthly payment for a single ${money(EXAMPLE_BALANCE)} credit advance would have changed based on changes in the index over the last 15 years. The index values are from the first business day of January of each year. While only one payment per year is shown, payments may have varied during the year. The table assumes no additional advances were taken, only the minimum payment was made, and the rate remained constant during each year. It does not necessarily indicate how the index or your payments will change in the future.`,
    ),
    table(['Year', 'Index', 'Margin', 'APR', 'Monthly payment'], rows),
  ];
}

const RISK_LINES: DocumentLine[] = [
  heading('Security interest'),
  paragraph(
    'We will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us.',
  ),
  heading('Possible actions'),
  paragraph(
    'We can terminate your line, require you to pay us the entire outstanding balance in one payment, and charge you fees upon termination if:',
  ),
  bullet('you engage in fraud or material misrepresentation in connection with the line;'),
  bullet('you do not meet the repayment terms;'),
  bullet('your action or inaction adversely affects the collateral or our rights in the collateral.'),
  paragraph(
    'We can refuse to make additional extensions of credit or reduce your credit limit if the value of the dwelling declines significantly below its appraised value, we reasonably believe you will not be able to meet the repayment requirements due to a material change in your financial circumstances, you are in default of a material obligation of the agreement, government action prevents us from imposing the annual percentage rate provided for or impairs our security interest, the priority of our security interest is adversely affected by government action, or the maximum annual percentage rate is reached.',
  ),
  heading('Negative amortization'),
  paragraph(
    'The minimum payments always cover at least the interest due; your balance never grows because of them.',
  ),
  heading('Tax deductibility'),
  paragraph(
    'You should consult a tax advisor regarding the deductibility of interest and charges for the plan.',
  ),
];

/** Reg Z 1026.40(d): the early disclosure for a home equity plan, given with the application. */
export function buildEarlyHelocDisclosure(data: DocumentData): DocumentContent {
  const terms = disclosedTerms(data);
  return {
    title: `${data.lender.name}: Important Terms of Our Home Equity Line of Credit`,
    lines: [
      paragraph(
        `Prepared for ${data.borrower.fullName}, application ${data.application.loanNumber}, for a line of ${money(terms.amount)} over ${terms.term} years at an ANNUAL PERCENTAGE RATE of ${apr(terms.rate)}.`,
      ),
      heading('Retain this information'),
      paragraph(
        'This disclosure contains important information about our home equity line of credit. You should read it carefully and keep a copy for your records.',
      ),
      heading('Availability of terms'),
      paragraph(
        'All of the terms described below are subject to change. If these terms change (other than the annual percentage rate) and you decide, as a result, not to enter into an agreement with us, you are entitled to a refund of any fees that you paid to us or anyone else in connection with your application.',
      ),
      ...RISK_LINES,
      ...paymentTerms(terms),
      ...feeLines(terms),
      ...variableRateLines(terms),
      heading('Home equity booklet'),
      paragraph(
        `You should have received the Consumer Financial Protection Bureau booklet "${CFPB_BOOKLET_TITLE}". If you did not, ask us for a copy or read it at consumerfinance.gov.`,
      ),
      paragraph(
        `Questions: ${data.lender.name}, NMLS #${data.lender.nmlsNumber}, ${data.lender.address}, ${data.lender.supportPhone}, ${data.lender.supportEmail}.`,
      ),
    ],
  };
}
