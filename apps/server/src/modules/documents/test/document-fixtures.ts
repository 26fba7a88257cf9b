import type { DocumentData } from '../document-data.ts';

/** Test support (not used by the server): a borrower with a selected offer, and tiny files of each type. */
export function buildDocumentData(overrides: Partial<DocumentData> = {}): DocumentData {
  return {
    documentDate: '2026-07-02',
    language: 'en',
    lender: {
      name: 'Hearth Home Lending, Inc.',
      shortName: 'Hearth',
      product: 'Hearth',
      nmlsNumber: '2046718',
      address: '500 Market Street, Suite 1200, San Francisco, CA 94105',
      supportPhone: '888-819-6388',
      supportEmail: 'support@hearth.example',
    },
    borrower: {
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '2125550123',
      dobMasked: '**/**/1980',
      homeAddress: '123 Main St, Portland, OR 97201',
    },
    application: {
      uuid: '5b0f3c52-8d4e-4d36-9c43-2f1e7f0f6a11',
      loanNumber: 'HL-0000123',
      submittedDate: '2026-06-15',
      propertyAddress: '123 Main St, Portland, OR 97201',
      propertyState: 'OR',
      occupancyType: 'HOME',
      propertyListedForSale: false,
      incomePrimary: 120000,
      incomeOther: 5000,
      employmentType: 'FULL_TIME',
      consents: ['TERMS_AND_PRIVACY', 'SOFT_CREDIT'],
      ownershipType: 'JOINT',
      ssnMasked: '***-**-6789',
      hmdaDisclosures: { ethnicity: 'PROVIDED', race: 'PROVIDED', sex: 'PROVIDED' },
      coDeeders: ['Grace Hopper'],
      disbursementAccount: 'Checking account ****4321 (routing 021000021)',
      isCrypto: false,
    },
    offer: {
      type: 'FIXED',
      amount: 85000,
      term: 10,
      rate: 8.25,
      baseRate: 7.5,
      otherRate: 8,
      originationFeePercent: 2.5,
      payType: 'AUTOPAY',
    },
    ...overrides,
  };
}

/** A 1×1 transparent PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const TINY_PNG = Buffer.from(TINY_PNG_BASE64, 'base64');
export const TINY_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
/** The start of an HEIC file: an `ftyp` box with the `heic` brand. */
export const TINY_HEIC = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic', 'ascii'),
  Buffer.from([0x00, 0x00, 0x00, 0x00]),
  Buffer.from('mif1heic', 'ascii'),
  Buffer.alloc(16),
]);
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'ascii');
