/** KIT-016: as typed, digits get the MM/dd/yyyy slashes ("0515199" → "05/15/199"). */
export function maskBirthdate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('/');
}

export interface DobParts {
  day: string;
  month: string;
  year: string;
}

export function fromDobParts(dob: DobParts): string {
  return dob.year ? `${dob.month}/${dob.day}/${dob.year}` : '';
}

/** KIT-016: sent as yyyy-MM-dd. */
export function toWireDob(dob: DobParts): string {
  return `${dob.year}-${dob.month.padStart(2, '0')}-${dob.day.padStart(2, '0')}`;
}
