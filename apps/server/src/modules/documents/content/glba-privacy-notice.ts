import type { DocumentData } from '../document-data.ts';
import { type DocumentContent, heading, paragraph, table } from '../pdf/document-lines.ts';

/** Gramm-Leach-Bliley Act / Reg P model privacy form (12 CFR 1016, appendix), in the lender's name. */
export function buildGlbaPrivacyNotice(data: DocumentData): DocumentContent {
  const { lender } = data;
  return {
    title: `Facts: What Does ${lender.shortName} Do With Your Personal Information?`,
    lines: [
      paragraph(`Provided to ${data.borrower.fullName} with application ${data.application.loanNumber}.`),
      heading('Why?'),
      paragraph(
        'Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share, and protect your personal information. Please read this notice carefully to understand what we do.',
      ),
      heading('What?'),
      paragraph(
        'The types of personal information we collect and share depend on the product or service you have with us. This information can include your Social Security number and income, your account balances and payment history, and your credit history and credit scores.',
      ),
      heading('How?'),
      paragraph(
        `All financial companies need to share customers' personal information to run their everyday business. In the section below, we list the reasons financial companies can share their customers' personal information; the reasons ${lender.shortName} chooses to share; and whether you can limit this sharing.`,
      ),
      table(
        ['Reasons we can share your personal information', 'Do we share?', 'Can you limit this sharing?'],
        [
          ['For our everyday business purposes', 'Yes', 'No'],
          ['For our marketing purposes', 'Yes', 'No'],
          ['For joint marketing with other financial companies', 'No', 'We do not share'],
          [
            "For our affiliates' everyday business purposes (transactions and experiences)",
            'No',
            'We do not share',
          ],
          ["For our affiliates' everyday business purposes (creditworthiness)", 'No', 'We do not share'],
          ['For our affiliates to market to you', 'No', 'We do not share'],
          ['For nonaffiliates to market to you', 'No', 'We do not share'],
        ],
        [0.56, 0.18, 0.26],
      ),
      heading('Questions?'),
      paragraph(`Call ${lender.supportPhone} or write to ${lender.supportEmail}.`),
      heading('How do we protect your personal information?'),
      paragraph(
        'To protect your personal information from unauthorized access and use, we use security measures that comply with federal law. These measures include computer safeguards and secured files and buildings; sensitive numbers such as your Social Security number are encrypted when we store them.',
      ),
      heading('Who is providing this notice?'),
      paragraph(`${lender.name}, NMLS #${lender.nmlsNumber}, ${lender.address}.`),
    ],
  };
}
