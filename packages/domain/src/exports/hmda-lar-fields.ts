/**
 * The loan/application register's two record layouts, in the order of the CFPB's filing
 * instructions guide (FIG) file specifications: the transmittal sheet (record 1, 15 fields) and one
 * loan/application record (record 2, 110 fields) per application, pipe-delimited.
 */
export const TS_FIELDS = [
  ['recordId', 'Record Identifier'],
  ['institutionName', 'Financial Institution Name'],
  ['calendarYear', 'Calendar Year'],
  ['calendarQuarter', 'Calendar Quarter'],
  ['contactName', "Contact Person's Name"],
  ['contactPhone', "Contact Person's Telephone Number"],
  ['contactEmail', "Contact Person's E-mail Address"],
  ['contactStreet', "Contact Person's Office Street Address"],
  ['contactCity', "Contact Person's Office City"],
  ['contactState', "Contact Person's Office State"],
  ['contactZip', "Contact Person's Office ZIP Code"],
  ['agencyCode', 'Federal Agency'],
  ['entries', 'Total Number of Entries Contained in Submission'],
  ['taxId', 'Federal Taxpayer Identification Number'],
  ['lei', 'Legal Entity Identifier (LEI)'],
] as const;

export const LAR_FIELDS = [
  ['recordId', 'Record Identifier'],
  ['lei', 'Legal Entity Identifier (LEI)'],
  ['uli', 'Universal Loan Identifier (ULI)'],
  ['applicationDate', 'Application Date'],
  ['loanType', 'Loan Type'],
  ['loanPurpose', 'Loan Purpose'],
  ['preapproval', 'Preapproval'],
  ['constructionMethod', 'Construction Method'],
  ['occupancyType', 'Occupancy Type'],
  ['loanAmount', 'Loan Amount'],
  ['actionTaken', 'Action Taken'],
  ['actionTakenDate', 'Action Taken Date'],
  ['street', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZIP Code'],
  ['county', 'County'],
  ['censusTract', 'Census Tract'],
  ['ethnicity1', 'Ethnicity of Applicant or Borrower: 1'],
  ['ethnicity2', 'Ethnicity of Applicant or Borrower: 2'],
  ['ethnicity3', 'Ethnicity of Applicant or Borrower: 3'],
  ['ethnicity4', 'Ethnicity of Applicant or Borrower: 4'],
  ['ethnicity5', 'Ethnicity of Applicant or Borrower: 5'],
  ['ethnicityOther', 'Ethnicity of Applicant or Borrower: Free Form Text Field for Other Hispanic or Latino'],
  ['coEthnicity1', 'Ethnicity of Co-Applicant or Co-Borrower: 1'],
  ['coEthnicity2', 'Ethnicity of Co-Applicant or Co-Borrower: 2'],
  ['coEthnicity3', 'Ethnicity of Co-Applicant or Co-Borrower: 3'],
  ['coEthnicity4', 'Ethnicity of Co-Applicant or Co-Borrower: 4'],
  ['coEthnicity5', 'Ethnicity of Co-Applicant or Co-Borrower: 5'],
  [
    'coEthnicityOther',
    'Ethnicity of Co-Applicant or Co-Borrower: Free Form Text Field for Other Hispanic or Latino',
  ],
  [
    'ethnicityObserved',
    'Ethnicity of Applicant or Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  [
    'coEthnicityObserved',
    'Ethnicity of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  ['race1', 'Race of Applicant or Borrower: 1'],
  ['race2', 'Race of Applicant or Borrower: 2'],
  ['race3', 'Race of Applicant or Borrower: 3'],
  ['race4', 'Race of Applicant or Borrower: 4'],
  ['race5', 'Race of Applicant or Borrower: 5'],
  [
    'raceTribe',
    'Race of Applicant or Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  ],
  ['raceOtherAsian', 'Race of Applicant or Borrower: Free Form Text Field for Other Asian'],
  ['raceOtherPacific', 'Race of Applicant or Borrower: Free Form Text Field for Other Pacific Islander'],
  ['coRace1', 'Race of Co-Applicant or Co-Borrower: 1'],
  ['coRace2', 'Race of Co-Applicant or Co-Borrower: 2'],
  ['coRace3', 'Race of Co-Applicant or Co-Borrower: 3'],
  ['coRace4', 'Race of Co-Applicant or Co-Borrower: 4'],
  ['coRace5', 'Race of Co-Applicant or Co-Borrower: 5'],
  [
    'coRaceTribe',
    'Race of Co-Applicant or Co-Borrower: Free Form Text Field for American Indian or Alaska Native Enrolled or Principal Tribe',
  ],
  ['coRaceOtherAsian', 'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Asian'],
  [
    'coRaceOtherPacific',
    'Race of Co-Applicant or Co-Borrower: Free Form Text Field for Other Pacific Islander',
  ],
  ['raceObserved', 'Race of Applicant or Borrower Collected on the Basis of Visual Observation or Surname'],
  [
    'coRaceObserved',
    'Race of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  ['sex', 'Sex of Applicant or Borrower'],
  ['coSex', 'Sex of Co-Applicant or Co-Borrower'],
  ['sexObserved', 'Sex of Applicant or Borrower Collected on the Basis of Visual Observation or Surname'],
  [
    'coSexObserved',
    'Sex of Co-Applicant or Co-Borrower Collected on the Basis of Visual Observation or Surname',
  ],
  ['age', 'Age of Applicant or Borrower'],
  ['coAge', 'Age of Co-Applicant or Co-Borrower'],
  ['income', 'Income'],
  ['purchaserType', 'Type of Purchaser'],
  ['rateSpread', 'Rate Spread'],
  ['hoepaStatus', 'HOEPA Status'],
  ['lienStatus', 'Lien Status'],
  ['creditScore', 'Credit Score of Applicant or Borrower'],
  ['coCreditScore', 'Credit Score of Co-Applicant or Co-Borrower'],
  ['scoreModel', 'Applicant or Borrower, Name and Version of Credit Scoring Model'],
  [
    'scoreModelOther',
    'Applicant or Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
  ],
  ['coScoreModel', 'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model'],
  [
    'coScoreModelOther',
    'Co-Applicant or Co-Borrower, Name and Version of Credit Scoring Model: Conditional Free Form Text Field for Code 8',
  ],
  ['denial1', 'Reason for Denial: 1'],
  ['denial2', 'Reason for Denial: 2'],
  ['denial3', 'Reason for Denial: 3'],
  ['denial4', 'Reason for Denial: 4'],
  ['denialOther', 'Reason for Denial: Conditional Free Form Text Field for Code 9'],
  ['totalLoanCosts', 'Total Loan Costs'],
  ['totalPointsAndFees', 'Total Points and Fees'],
  ['originationCharges', 'Origination Charges'],
  ['discountPoints', 'Discount Points'],
  ['lenderCredits', 'Lender Credits'],
  ['interestRate', 'Interest Rate'],
  ['prepaymentPenaltyTerm', 'Prepayment Penalty Term'],
  ['debtToIncome', 'Debt-to-Income Ratio'],
  ['cltv', 'Combined Loan-to-Value Ratio'],
  ['loanTerm', 'Loan Term'],
  ['introRatePeriod', 'Introductory Rate Period'],
  ['balloonPayment', 'Balloon Payment'],
  ['interestOnly', 'Interest-Only Payments'],
  ['negativeAmortization', 'Negative Amortization'],
  ['otherNonAmortizing', 'Other Non-amortizing Features'],
  ['propertyValue', 'Property Value'],
  ['manufacturedType', 'Manufactured Home Secured Property Type'],
  ['manufacturedInterest', 'Manufactured Home Land Property Interest'],
  ['totalUnits', 'Total Units'],
  ['affordableUnits', 'Multifamily Affordable Units'],
  ['submission', 'Submission of Application'],
  ['initiallyPayable', 'Initially Payable to Your Institution'],
  ['nmlsId', 'Mortgage Loan Originator NMLSR Identifier'],
  ['aus1', 'Automated Underwriting System: 1'],
  ['aus2', 'Automated Underwriting System: 2'],
  ['aus3', 'Automated Underwriting System: 3'],
  ['aus4', 'Automated Underwriting System: 4'],
  ['aus5', 'Automated Underwriting System: 5'],
  ['ausOther', 'Automated Underwriting System: Conditional Free Form Text Field for Code 5'],
  ['ausResult1', 'Automated Underwriting System Result: 1'],
  ['ausResult2', 'Automated Underwriting System Result: 2'],
  ['ausResult3', 'Automated Underwriting System Result: 3'],
  ['ausResult4', 'Automated Underwriting System Result: 4'],
  ['ausResult5', 'Automated Underwriting System Result: 5'],
  ['ausResultOther', 'Automated Underwriting System Result: Conditional Free Form Text Field for Code 16'],
  ['reverseMortgage', 'Reverse Mortgage'],
  ['openEnd', 'Open-End Line of Credit'],
  ['businessPurpose', 'Business or Commercial Purpose'],
] as const;

type KeyOf<T extends readonly (readonly [string, string])[]> = T[number][0];
export type TsFieldKey = KeyOf<typeof TS_FIELDS>;
export type LarFieldKey = KeyOf<typeof LAR_FIELDS>;

/** A record as the file holds it: every field a string ('' for a field left blank). */
export type TransmittalSheet = Record<TsFieldKey, string>;
export type LarRecord = Record<LarFieldKey, string>;

export function larFieldName(key: LarFieldKey | TsFieldKey): string {
  return (
    LAR_FIELDS.find(([field]) => field === key)?.[1] ?? TS_FIELDS.find(([field]) => field === key)?.[1] ?? key
  );
}

/** A value as a pipe-delimited cell: no pipe or line break can split the row. */
function cell(value: string): string {
  return value.replace(/[|\r\n]+/g, ' ').trim();
}

/** The file: the transmittal sheet, then one line per record, each ended by a line feed. */
export function formatLarFile(ts: TransmittalSheet, records: readonly LarRecord[]): string {
  const lines = [
    TS_FIELDS.map(([key]) => cell(ts[key])).join('|'),
    ...records.map((record) => LAR_FIELDS.map(([key]) => cell(record[key])).join('|')),
  ];
  return `${lines.join('\n')}\n`;
}
