import { AppError } from '@hearth/domain/errors/app-error';
import type { DocumentData } from '../document-data.ts';
import { type DocumentContent, field, heading, paragraph, signatureLine } from '../pdf/document-lines.ts';
import { displayDate, money, orNotProvided } from './format.ts';
import { MISSING_OFFER_MESSAGE } from './heloc-agreement.ts';

/** The security instrument: the borrower grants the property in trust to secure the line. */
export function buildDeedOfTrust(data: DocumentData): DocumentContent {
  const { lender, borrower, application, offer } = data;
  if (!offer) {
    throw new AppError('CONFLICT', [MISSING_OFFER_MESSAGE]);
  }
  return {
    title: 'Deed of Trust (Open-End Credit Line)',
    lines: [
      paragraph(
        'This instrument secures a revolving line of credit. The maximum principal amount secured is stated below; advances up to that amount are secured whether or not any balance is outstanding.',
      ),
      field('Date', displayDate(data.documentDate)),
      field('Grantor (borrower)', borrower.fullName),
      field('Beneficiary (lender)', `${lender.name}, NMLS #${lender.nmlsNumber}, ${lender.address}`),
      field('Trustee', `${lender.name} Trustee Services, or a substitute the beneficiary appoints`),
      field('Property address', orNotProvided(application.propertyAddress)),
      field('Maximum principal secured', money(offer.amount)),
      field('Maturity', `${offer.term} years from the date of the agreement`),
      field('Loan number', application.loanNumber),
      heading('1. Grant'),
      paragraph(
        "For value received, the grantor irrevocably grants and conveys to the trustee, in trust, with power of sale, the property described above, with all improvements and fixtures, to secure payment of the Home Equity Line of Credit Agreement of the same date and performance of the grantor's promises in it and in this deed of trust.",
      ),
      heading("2. Grantor's promises"),
      paragraph(
        "The grantor will pay all taxes and assessments on the property when due, keep it insured against fire and other hazards (and flood, where required) naming the beneficiary as mortgagee, keep it in good repair, keep any prior lien current, and not transfer the property without the beneficiary's written consent.",
      ),
      heading('3. Default and sale'),
      paragraph(
        'If the grantor defaults under the agreement or this deed of trust, the beneficiary may declare the balance due and direct the trustee to sell the property as the law of the state where it is located allows, after the notices that law requires.',
      ),
      heading('4. Reconveyance'),
      paragraph(
        'When the line is closed and everything secured is paid, the beneficiary will ask the trustee to reconvey the property to the grantor without charge other than recording fees.',
      ),
      heading('Signature and acknowledgment'),
      paragraph(
        'Signed by the grantor before a notary public, who completes the acknowledgment required by the state where the property is located.',
      ),
      signatureLine(`${borrower.fullName}, Grantor`),
      signatureLine('Notary public'),
    ],
  };
}
