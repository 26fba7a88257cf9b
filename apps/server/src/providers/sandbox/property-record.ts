/** A residential property of the sandbox registry. */
export interface PropertyRecord {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** '123 Main St, Apt 5C, Portland, OR 97201' */
export function formatFullAddress(record: PropertyRecord): string {
  const street = record.street2 ? `${record.street1}, ${record.street2}` : record.street1;
  return `${street}, ${record.city}, ${record.state} ${record.zip}`;
}
