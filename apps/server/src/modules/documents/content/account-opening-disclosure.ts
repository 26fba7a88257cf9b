import { AppError } from '@hearth/domain/errors/app-error';
import type { DocumentData } from '../document-data.ts';
import { type DocumentContent, field, heading, paragraph, signatureLine } from '../pdf/document-lines.ts';
import {
  apr,
  dailyPeriodicRate,
  describeFee,
  describeRateChanges,
  displayDate,
  displayedApr,
  money,
  quoteTerms,
} from './format.ts';
import { MISSING_OFFER_MESSAGE } from './heloc-agreement.ts';

/** Reg Z 1026.6(a): the account-opening disclosure of an open-end plan secured by the home. */
export function buildAccountOpeningDisclosure(data: DocumentData): DocumentContent {
  const { lender, borrower, application, offer } = data;
  if (!offer) {
    throw new AppError('CONFLICT', [MISSING_OFFER_MESSAGE]);
  }
  const quote = quoteTerms(offer);
  return {
    title: 'Home Equity Line of Credit: Account-Opening Disclosure',
    lines: [
      field('Date', displayDate(data.documentDate)),
      field('Borrower', borrower.fullName),
      field('Lender', `${lender.name}, NMLS #${lender.nmlsNumber}`),
      field('Loan number', application.loanNumber),
      heading('Finance charges'),
      field('ANNUAL PERCENTAGE RATE', apr(displayedApr(offer))),
      field('Daily periodic rate', dailyPeriodicRate(displayedApr(offer))),
      field('Credit limit', money(offer.amount)),
      field('Initial draw', money(quote.initialDraw.toNumber())),
      field('Draw total (draw plus fee)', money(quote.drawTotal.toNumber())),
      field('Interest per day on the draw total', money(quote.dailyInterest.toNumber())),
      paragraph(
        'Interest begins to accrue on the date each advance is made; there is no grace period. We figure the interest by applying the daily periodic rate to the balance of each day (the daily balance method, including new advances and subtracting payments and credits) and adding up the results for the billing cycle.',
      ),
      paragraph(describeRateChanges(offer.type)),
      heading('Other charges'),
      field('Origination fee', describeFee(offer, quote)),
      field('Late payment fee', 'None'),
      field('Annual or membership fee', 'None'),
      paragraph(
        'Third-party charges to open the line (valuation, notary, recording fees and taxes) are itemized in your closing documents.',
      ),
      heading('Security interest'),
      paragraph(
        `We will take a security interest in your home at ${application.propertyAddress ?? 'the property named in the deed of trust'}. You could lose your home if you do not meet the obligations of your agreement.`,
      ),
      heading('Your billing rights: keep this notice for future use'),
      paragraph(
        `If you think there is an error on your statement, write to us at ${lender.name}, ${lender.address}, within 60 days after we sent the first statement on which the error appeared. Tell us your name and account number, the dollar amount of the suspected error, and why you believe there is an error. While we investigate, you do not have to pay the amount in question, and we cannot report you as delinquent on that amount. We must acknowledge your letter within 30 days and correct the error or explain why we believe the statement is correct within 90 days.`,
      ),
      heading('Acknowledgment'),
      paragraph(
        'By signing, you acknowledge receiving this disclosure before the first transaction under the plan.',
      ),
      signatureLine(`${borrower.fullName}, Borrower`),
    ],
  };
}
