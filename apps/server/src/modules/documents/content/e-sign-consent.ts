import type { DocumentData } from '../document-data.ts';
import {
  bullet,
  type DocumentContent,
  field,
  heading,
  paragraph,
  signatureLine,
} from '../pdf/document-lines.ts';
import { displayDate } from './format.ts';

/** E-SIGN Act (15 U.S.C. 7001(c)): the consumer disclosure and consent to electronic records. */
export function buildESignConsent(data: DocumentData): DocumentContent {
  const { lender, borrower } = data;
  return {
    title: 'Consent to Electronic Records and Signatures',
    lines: [
      paragraph(
        `${lender.name} ("we") would like to give you the disclosures, agreements, notices and statements for your home equity line of credit (application ${data.application.loanNumber}) electronically, and to let you sign them electronically. Please read this notice before you agree.`,
      ),
      heading('What this consent covers'),
      paragraph(
        'It covers every record we must or may give you in writing about your application and, if it is opened, your line of credit, including the application summary, the early disclosure, the agreement, the deed of trust, the notice of your right to cancel and periodic statements.',
      ),
      heading('Paper copies and withdrawing consent'),
      bullet(
        `You may ask for a paper copy of any record at no charge by calling ${lender.supportPhone} or writing to ${lender.supportEmail}.`,
      ),
      bullet(
        'You may withdraw this consent at any time, free of charge, by contacting us the same way. Withdrawing consent does not affect records already delivered electronically, and we will send later records on paper.',
      ),
      bullet('Please keep your email address up to date by updating your profile or contacting us.'),
      heading('Hardware and software you need'),
      bullet(
        'A computer, tablet or phone with a current version of Chrome, Safari, Firefox or Edge and an internet connection.',
      ),
      bullet('Software that opens PDF files, and a printer or storage space if you want to keep copies.'),
      bullet('An email account that can receive our messages.'),
      paragraph(
        'If these requirements change in a way that could stop you from accessing or keeping records, we will tell you and you may withdraw consent without charge.',
      ),
      heading('Your consent'),
      paragraph(
        'By signing, you confirm that you can open and read this document, which shows that you can access the records we will send electronically, and you agree to receive records and to sign electronically.',
      ),
      field('Borrower', borrower.fullName),
      field('Email', borrower.email ?? 'Not provided'),
      field('Date', displayDate(data.documentDate)),
      signatureLine(borrower.fullName),
    ],
  };
}
