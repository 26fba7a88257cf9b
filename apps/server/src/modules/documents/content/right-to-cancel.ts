import { getRescissionDeadline } from '@hearth/domain/dates/rescission';
import type { DocumentData } from '../document-data.ts';
import { type DocumentContent, field, heading, paragraph, signatureLine } from '../pdf/document-lines.ts';
import { displayDate, orNotProvided } from './format.ts';

/** Reg Z 1026.15 model form G-5: the notice of the right to cancel a line secured by the home. */
export function buildRightToCancel(data: DocumentData, transactionDate = data.documentDate): DocumentContent {
  const { lender, borrower, application } = data;
  const deadline = displayDate(getRescissionDeadline([transactionDate]));
  return {
    title: 'Notice of Right to Cancel',
    lines: [
      field('Borrower', borrower.fullName),
      field('Owners who each have this right', [borrower.fullName, ...application.coDeeders].join(', ')),
      field('Property', orNotProvided(application.propertyAddress)),
      field('Loan number', application.loanNumber),
      heading('Your right to cancel'),
      paragraph(
        `We have agreed to establish an open-end credit account for you, and you have agreed to give us a security interest in your home as security for the account. You have a legal right under federal law to cancel the account, without cost, within three business days after the latest of the following events: (1) the opening date of your account, which is ${displayDate(transactionDate)}; (2) the date you received your Truth in Lending disclosures; or (3) the date you received this notice of your right to cancel the account.`,
      ),
      paragraph(
        'If you cancel the account, the security interest in your home is also cancelled. Within 20 calendar days of receiving your notice, we must take the necessary steps to reflect the fact that the security interest in your home has been cancelled. We must return to you any money or property you have given to us or anyone else in connection with this account.',
      ),
      paragraph(
        'You may keep any money or property we have given you until we have done the things mentioned above, but you must then offer to return the money or property. If it is impractical or unfair for you to return the property, you must offer its reasonable value. You may offer to return the property at your home or at the location of the property. Money must be returned to the address below. If we do not take possession of the money or property within 20 calendar days of your offer, you may keep it without further obligation.',
      ),
      heading('How to cancel'),
      paragraph(
        `If you decide to cancel, you may do so by notifying us in writing at ${lender.name}, ${lender.address}, or by email to ${lender.supportEmail}. You may also cancel online from your application. You may use any written statement that is signed and dated by you and states your intention to cancel, or you may use this notice by dating and signing below. Keep one copy of this notice because it contains important information about your rights.`,
      ),
      paragraph(
        `If you cancel by mail or telegram, you must send the notice no later than midnight of ${deadline} (or midnight of the third business day following the latest of the three events listed above). If you send or deliver your written notice to cancel some other way, it must be delivered to the above address no later than that time.`,
      ),
      field('Last day to cancel', `${deadline}, midnight`),
      heading('I wish to cancel'),
      signatureLine(`${borrower.fullName}, Consumer's signature and date`),
      heading('Acknowledgment of receipt'),
      paragraph('I acknowledge receiving two copies of this notice of right to cancel.'),
      signatureLine(`${borrower.fullName}, Borrower`),
    ],
  };
}
