import { type EditFailure, runHmdaEdits } from './hmda-lar-edits.ts';
import { formatLarFile, type TransmittalSheet } from './hmda-lar-fields.ts';
import { buildLarRecord, type HmdaLarSource } from './hmda-lar-mapping.ts';

/** Who files: the lender's name, identifiers and the person the CFPB may contact. */
export interface HmdaReporter {
  institutionName: string;
  lei: string;
  taxId: string;
  agencyCode: string;
  contact: {
    name: string;
    phone: string;
    email: string;
    street: string;
    city: string;
    state: string;
    zip: string;
  };
}

/** Record 1 for an annual filing (calendar quarter 4). */
export function buildTransmittalSheet(
  reporter: HmdaReporter,
  year: number,
  entries: number,
): TransmittalSheet {
  const { contact } = reporter;
  return {
    recordId: '1',
    institutionName: reporter.institutionName,
    calendarYear: String(year),
    calendarQuarter: '4',
    contactName: contact.name,
    contactPhone: contact.phone,
    contactEmail: contact.email,
    contactStreet: contact.street,
    contactCity: contact.city,
    contactState: contact.state,
    contactZip: contact.zip,
    agencyCode: reporter.agencyCode,
    entries: String(entries),
    taxId: reporter.taxId,
    lei: reporter.lei,
  };
}

export type HmdaLarResult =
  | { ok: true; file: string; count: number }
  | { ok: false; failures: EditFailure[]; count: number };

/** The register for one year's applications, or the edits it fails (then no file is made). */
export function buildHmdaLar(
  reporter: HmdaReporter,
  sources: readonly HmdaLarSource[],
  year: number,
): HmdaLarResult {
  const records = sources.map((source) => buildLarRecord(reporter.lei, source));
  const ts = buildTransmittalSheet(reporter, year, records.length);
  const failures = runHmdaEdits(ts, records, { year });
  if (failures.length > 0) {
    return { ok: false, failures, count: records.length };
  }
  return { ok: true, file: formatLarFile(ts, records), count: records.length };
}
