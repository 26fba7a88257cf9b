import { formatPhoneForDisplay } from '@hearth/domain/format/format-phone';
import { HMDA_QUESTIONS, type HmdaDisclosure, type HmdaQuestion } from '@hearth/domain/journey/hmda';
import type { DocumentData } from '../document-data.ts';
import {
  type DocumentContent,
  type DocumentLine,
  field,
  heading,
  pageBreak,
  paragraph,
  signatureLine,
  subheading,
} from '../pdf/document-lines.ts';
import {
  apr,
  describeFee,
  displayDate,
  displayedApr,
  humanize,
  money,
  orNotProvided,
  quoteTerms,
  yesNo,
} from './format.ts';

/** The sentence the borrower reaches at the very end; the viewer's scroll-to-bottom check looks for it (KIT-019). */
export const APPLICATION_SUMMARY_LAST_SENTENCE =
  'This is the end of your application summary. By signing, you confirm that everything above is true and complete.';

const CERTIFICATIONS = [
  'You certify that the information in this application is true and complete, and you understand that knowingly making a false statement on a credit application secured by real property is a federal crime (18 U.S.C. 1001 and 1014).',
  'You authorize the lender and its service providers to verify any information in this application, to obtain consumer credit reports about you now and for as long as the line is open, and to order a valuation of the property.',
  'You understand that the lender will rely on this information to decide whether to open your home equity line of credit, and that you must tell the lender if any of it changes before the line is opened.',
  'You understand that the line will be secured by a deed of trust or mortgage on the property, and that you could lose the property if you do not meet the obligations of the agreement.',
  "Equal Credit Opportunity Act notice: the federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to contract), because all or part of the applicant's income derives from any public assistance program, or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. Income from alimony, child support or separate maintenance need not be disclosed unless you want it considered.",
  'USA PATRIOT Act notice: to help the government fight the funding of terrorism and money laundering, federal law requires financial institutions to obtain, verify and record information that identifies each person who opens an account. We ask for your name, address, date of birth and other information that allows us to identify you, and may ask to see your identity documents.',
  'Fair Credit Reporting Act notice: the lender may report information about your account to credit bureaus. Late payments, missed payments or other defaults on your account may be reflected in your credit report.',
];

const HMDA_WORDS: Record<HmdaDisclosure, string> = {
  PROVIDED: 'Provided',
  DECLINED: 'Declined',
  NOT_ANSWERED: 'Not provided',
};

/**
 * The HMDA line says what the borrower did: one word when every question was answered alike,
 * else each question's ("Ethnicity: Provided; Race: Declined; Sex: Not provided").
 */
export function describeHmda(disclosures: Record<HmdaQuestion, HmdaDisclosure>): string {
  const values = HMDA_QUESTIONS.map((question) => disclosures[question]);
  if (values.every((value) => value === values[0])) {
    return HMDA_WORDS[values[0] ?? 'NOT_ANSWERED'];
  }
  return HMDA_QUESTIONS.map((question) => `${humanize(question)}: ${HMDA_WORDS[disclosures[question]]}`).join(
    '; ',
  );
}

function applicantLines(data: DocumentData): DocumentLine[] {
  const { borrower } = data;
  return [
    heading('1. Applicant'),
    field('Full name', borrower.fullName),
    field('Email', orNotProvided(borrower.email)),
    field('Phone', orNotProvided(borrower.phone && formatPhoneForDisplay(borrower.phone))),
    field('Date of birth', orNotProvided(borrower.dobMasked)),
    field('Social Security number', orNotProvided(data.application.ssnMasked)),
    field('Home address', orNotProvided(borrower.homeAddress)),
    field('Demographic information (HMDA)', describeHmda(data.application.hmdaDisclosures)),
  ];
}

function propertyLines(data: DocumentData): DocumentLine[] {
  const { application } = data;
  const lines = [
    heading('2. Property'),
    field('Property address', orNotProvided(application.propertyAddress)),
    field('State', orNotProvided(application.propertyState)),
    field('Occupancy', humanize(application.occupancyType)),
    field('Listed for sale', yesNo(application.propertyListedForSale)),
    field('Ownership', humanize(application.ownershipType)),
    field('Other owners on title', application.coDeeders.join(', ') || 'None'),
  ];
  if (application.estimatedHomeValue !== undefined) {
    lines.push(field('Your estimate of the home value', money(application.estimatedHomeValue)));
  }
  return application.trustName ? [...lines, field('Trust name', application.trustName)] : lines;
}

function incomeLines(data: DocumentData): DocumentLine[] {
  const { application } = data;
  const amount = (value: number | undefined) =>
    value === undefined ? 'Not provided' : `${money(value)} per year`;
  return [
    heading('3. Employment and income'),
    field('Employment type', humanize(application.employmentType)),
    field('Primary income', amount(application.incomePrimary)),
    field('Other income', amount(application.incomeOther)),
  ];
}

function offerLines(data: DocumentData): DocumentLine[] {
  const { offer } = data;
  if (!offer) {
    return [heading('4. Selected line'), paragraph('You have not selected an offer yet.')];
  }
  const quote = quoteTerms(offer);
  return [
    heading('4. Selected line'),
    field('Line amount', money(offer.amount)),
    field('Initial draw', money(quote.initialDraw.toNumber())),
    field('Origination fee', describeFee(offer, quote)),
    ...(quote.recordingTax.greaterThan(0)
      ? [field('Recording tax', money(quote.recordingTax.toNumber()))]
      : []),
    field('Draw total (draw plus fee)', money(quote.drawTotal.toNumber())),
    field('Term', `${offer.term} years`),
    field('Annual percentage rate (APR)', apr(displayedApr(offer))),
    field('Estimated monthly payment on the draw total', money(quote.monthlyPayment.toNumber())),
    field('Payment method', humanize(offer.payType)),
    field('Disbursement account', orNotProvided(data.application.disbursementAccount)),
    field('Autopay account', orNotProvided(data.application.autopayAccount)),
  ];
}

function consentLines(data: DocumentData): DocumentLine[] {
  const consents = data.application.consents.map((consent) => humanize(consent)).join(', ');
  return [
    heading('5. Consents you gave'),
    paragraph(consents || 'None recorded.'),
    field('Referral', orNotProvided(data.application.referrer)),
  ];
}

/** Everything the borrower submitted, then the certifications they sign. */
export function buildApplicationSummary(data: DocumentData): DocumentContent {
  return {
    title: `${data.lender.product} Home Equity Line of Credit: Application Summary`,
    lines: [
      paragraph(
        `Application ${data.application.loanNumber}, submitted ${displayDate(data.application.submittedDate)} to ${data.lender.name} (NMLS #${data.lender.nmlsNumber}). Please review every section before you sign.`,
      ),
      ...applicantLines(data),
      ...propertyLines(data),
      ...incomeLines(data),
      ...offerLines(data),
      ...consentLines(data),
      pageBreak,
      heading('6. Certifications and notices'),
      ...CERTIFICATIONS.map(paragraph),
      subheading('Signature'),
      field('Signed by', data.borrower.fullName),
      field('Date', displayDate(data.documentDate)),
      signatureLine(`${data.borrower.fullName}, Applicant`),
      paragraph(APPLICATION_SUMMARY_LAST_SENTENCE),
    ],
  };
}
