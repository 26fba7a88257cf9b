import { AppError } from '@hearth/domain/errors/app-error';
import type { DocumentData } from '../document-data.ts';
import {
  type DocumentContent,
  type DocumentLine,
  field,
  heading,
  paragraph,
  signatureLine,
} from '../pdf/document-lines.ts';
import {
  apr,
  dailyPeriodicRate,
  describeFee,
  describeRateChanges,
  displayDate,
  displayedApr,
  humanize,
  money,
  monthlyPayment,
  orNotProvided,
  quoteTerms,
} from './format.ts';

export const MISSING_OFFER_MESSAGE = 'This document needs the selected offer (amount, term and rate)';

function termsLines(data: DocumentData): DocumentLine[] {
  const offer = data.offer;
  if (!offer) {
    throw new AppError('CONFLICT', [MISSING_OFFER_MESSAGE]);
  }
  const quote = quoteTerms(offer);
  const tax = quote.recordingTax.greaterThan(0)
    ? [field('Recording tax, paid from the line at closing', money(quote.recordingTax.toNumber()))]
    : [];
  return [
    heading('1. Your line of credit'),
    field('Credit limit', money(offer.amount)),
    field('Term', `${offer.term} years (${offer.term * 12} monthly payments)`),
    field('ANNUAL PERCENTAGE RATE', apr(displayedApr(offer))),
    field('APR with autopay', offer.otherRate === undefined ? 'Not offered' : apr(offer.otherRate)),
    field('Daily periodic rate', `${dailyPeriodicRate(displayedApr(offer))} (the APR divided by 365.25)`),
    field('Initial draw', money(quote.initialDraw.toNumber())),
    field('Origination fee', describeFee(offer, quote)),
    ...tax,
    field('Draw total (draw plus fee)', money(quote.drawTotal.toNumber())),
    field('Monthly payment on the draw total', money(quote.monthlyPayment.toNumber())),
    field('Interest per day on the draw total', money(quote.dailyInterest.toNumber())),
    field(
      'Monthly payment on the full line',
      money(monthlyPayment(offer.amount, displayedApr(offer), offer.term)),
    ),
    field('Payment method', humanize(offer.payType)),
  ];
}

function interestLines(offerType: string | undefined): DocumentLine[] {
  return [
    heading('3. Interest'),
    paragraph(
      'Interest accrues daily on the unpaid principal balance at the daily periodic rate, which is the ANNUAL PERCENTAGE RATE divided by 365.25. The rate is the index (the Prime Rate published in The Wall Street Journal) plus your margin.',
    ),
    paragraph(describeRateChanges(offerType)),
  ];
}

const PROMISE: DocumentLine[] = [
  heading('2. Promise to pay'),
  paragraph(
    'You promise to pay us every advance you take under this agreement, the interest on it and the fees this agreement lists, in United States dollars, at the times and in the amounts set out here.',
  ),
];

const CLAUSES: DocumentLine[] = [
  heading('4. Payments'),
  paragraph(
    'Payments are due monthly. Each payment is the amount that repays the balance, with interest, in equal payments over the remaining term; it is recalculated after every advance. Payments are applied first to fees, then to interest, then to principal. You may prepay all or part of the balance at any time without penalty.',
  ),
  heading('5. Security'),
  paragraph(
    'This agreement is secured by a deed of trust (or mortgage) on the property named above, signed on the same date. If you do not keep your promises, we may foreclose on the property as the security instrument and applicable law allow.',
  ),
  heading('6. Default, termination and suspension'),
  paragraph(
    'We may terminate the line and require immediate payment of the entire balance if you commit fraud or material misrepresentation in connection with the line, fail to meet the repayment terms, or act or fail to act in a way that adversely affects the property or our security interest. We may suspend advances or reduce the credit limit in the circumstances Regulation Z 1026.40(f)(3)(vi) permits.',
  ),
  heading('7. Right to cancel'),
  paragraph(
    'Because the line is secured by your principal dwelling, you may cancel it within the time stated in the Notice of Right to Cancel given to you with this agreement. No advance is made until that period ends.',
  ),
  heading('8. Governing law'),
  paragraph(
    'This agreement is governed by federal law and, to the extent not preempted, the law of the state where the property is located.',
  ),
];

/** The HELOC agreement (the note): the terms of the selected offer and the borrower's promise to pay. */
export function buildHelocAgreement(data: DocumentData): DocumentContent {
  const { lender, borrower, application } = data;
  return {
    title: 'Home Equity Line of Credit Agreement and Disclosure',
    lines: [
      field('Date', displayDate(data.documentDate)),
      field('Lender', `${lender.name}, NMLS #${lender.nmlsNumber}, ${lender.address}`),
      field('Borrower', borrower.fullName),
      field('Property', orNotProvided(application.propertyAddress)),
      field('Loan number', application.loanNumber),
      paragraph(
        'In this agreement "you" and "your" mean the borrower; "we", "us" and "our" mean the lender.',
      ),
      ...termsLines(data),
      ...PROMISE,
      ...interestLines(data.offer?.type),
      ...CLAUSES,
      heading('Signatures'),
      paragraph(
        'By signing, you agree to the terms of this agreement and acknowledge receiving a completed copy of it.',
      ),
      signatureLine(`${borrower.fullName}, Borrower`),
    ],
  };
}
