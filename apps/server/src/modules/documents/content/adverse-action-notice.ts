import type { AdverseActionDetails, DocumentData } from '../document-data.ts';
import {
  bullet,
  type DocumentContent,
  type DocumentLine,
  field,
  heading,
  paragraph,
} from '../pdf/document-lines.ts';
import { displayDate, orNotProvided } from './format.ts';

/** Reg B model form C-1 reasons by code; a reason not listed is printed as given. */
export const ADVERSE_ACTION_REASONS: Record<string, string> = {
  CREDIT_SCORE: 'Credit score does not meet our requirements',
  DTI: 'Excessive obligations in relation to income',
  DELINQUENCY: 'Delinquent past or present credit obligations with others',
  INSUFFICIENT_COLLATERAL: 'Value or type of collateral not sufficient',
  INCOME_UNVERIFIED: 'Unable to verify income',
  INCOMPLETE_APPLICATION: 'Credit application incomplete',
  NO_CREDIT_FILE: 'No credit file',
  IDENTITY_UNVERIFIED: 'Unable to verify identity',
  PROPERTY_INELIGIBLE: 'We do not grant credit on the type of property offered as collateral',
  LIEN_POSITION: 'Insufficient equity in the property given the existing liens',
};

export const DEFAULT_REASON = 'INCOMPLETE_APPLICATION';

function reasonLines(details: AdverseActionDetails | undefined): DocumentLine[] {
  const reasons = details?.reasons.length ? details.reasons : [DEFAULT_REASON];
  return reasons.slice(0, 4).map((reason) => bullet(ADVERSE_ACTION_REASONS[reason] ?? reason));
}

function creditScoreLines(data: DocumentData): DocumentLine[] {
  const details = data.adverseAction;
  if (details?.creditScore === undefined) {
    return [];
  }
  return [
    heading('Your credit score'),
    paragraph(
      'Our credit decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency. The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you. You also have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice. In addition, if you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.',
    ),
    field('Credit score', String(details.creditScore)),
    field('Scores range from', '300 to 850'),
    field('Consumer reporting agency', orNotProvided(details.creditBureau)),
  ];
}

/** ECOA / Reg B 1002.9 notice of action taken, with the FCRA 615(a) credit score disclosure. */
export function buildAdverseActionNotice(data: DocumentData): DocumentContent {
  const { lender, borrower, application } = data;
  return {
    title: 'Statement of Credit Denial, Termination or Change',
    lines: [
      field('Date', displayDate(data.documentDate)),
      field('Applicant', borrower.fullName),
      field('Address', orNotProvided(borrower.homeAddress)),
      field(
        'Description of credit requested',
        `Home equity line of credit, application ${application.loanNumber}`,
      ),
      field('Action taken', 'Your application has been declined.'),
      heading('Principal reasons for credit denial'),
      ...reasonLines(data.adverseAction),
      ...creditScoreLines(data),
      heading('Notice'),
      paragraph(
        "The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act. The federal agency that administers compliance with this law concerning this creditor is the Bureau of Consumer Financial Protection, 1700 G Street NW, Washington, DC 20552.",
      ),
      paragraph(
        `Creditor: ${lender.name}, NMLS #${lender.nmlsNumber}, ${lender.address}. Questions: ${lender.supportPhone}, ${lender.supportEmail}.`,
      ),
    ],
  };
}
