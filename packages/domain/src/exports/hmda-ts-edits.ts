import { blank, isStateCode, LEI, PHONE, TAX_ID, type TsEdit, ZIP } from './hmda-edit-rules.ts';

/** The edits on the transmittal sheet (record 1) that concern what Hearth fills. */
export const TS_EDITS: readonly TsEdit[] = [
  {
    id: 'S300',
    message: 'The first row of your file must begin with a 1',
    passes: (ts) => ts.recordId === '1',
  },
  {
    id: 'S302',
    message: 'The reported Calendar Year does not match the filing year',
    passes: (ts, _records, context) => ts.calendarYear === String(context.year),
  },
  {
    id: 'S304',
    message: 'The reported Total Number of Entries Contained in Submission does not match the number of LARs',
    passes: (ts, records) => ts.entries === String(records.length),
  },
  {
    id: 'V600',
    message: 'The required format for LEI is alphanumeric with 20 characters, and it cannot be left blank',
    passes: (ts) => LEI.test(ts.lei),
  },
  {
    id: 'V601',
    message:
      "Financial Institution Name, Contact Person's Name, E-mail Address, Office Street Address and Office City are required and cannot be left blank",
    passes: (ts) =>
      [ts.institutionName, ts.contactName, ts.contactEmail, ts.contactStreet, ts.contactCity].every(
        (v) => !blank(v),
      ),
  },
  {
    id: 'V602',
    message: 'Calendar Quarter must equal 4, and cannot be left blank',
    passes: (ts) => ts.calendarQuarter === '4',
  },
  {
    id: 'V603',
    message: "The required format for the Contact Person's Telephone Number is 999-999-9999",
    passes: (ts) => PHONE.test(ts.contactPhone),
  },
  {
    id: 'V604',
    message: "Contact Person's Office State must be a two letter state code, and cannot be left blank",
    passes: (ts) => isStateCode(ts.contactState),
  },
  {
    id: 'V605',
    message: "The required format for the Contact Person's ZIP Code is 12345-1010 or 12345",
    passes: (ts) => ZIP.test(ts.contactZip),
  },
  {
    id: 'V606',
    message:
      'The required format for the Total Number of Entries Contained in Submission is a whole number that is greater than zero',
    passes: (ts) => /^\d+$/.test(ts.entries) && Number(ts.entries) > 0,
  },
  {
    id: 'V607',
    message: 'The required format for the Federal Taxpayer Identification Number is 99-9999999',
    passes: (ts) => TAX_ID.test(ts.taxId),
  },
];
