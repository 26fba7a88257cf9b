/** An address chosen from the typeahead: every part a string ('' when the address has none). */
export interface ChosenAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

/** An address as the pages show it. */
export interface AddressParts {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** KIT-017: "123 MAIN ST" → "123 Main St" (letters after a digit stay lower: "2nd"). */
export function toTitleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s\-/'(])([a-z])/g, (_, before: string, letter: string) => {
    return `${before}${letter.toUpperCase()}`;
  });
}

/** KIT-017: street, city, state, zip with title-casing (the state stays two capitals). */
export function formatAddressLine(address: AddressParts): string {
  const street = [address.street1, address.street2 ?? ''].filter((part) => part.trim() !== '').join(' ');
  const stateZip = [address.state.toUpperCase(), address.zip].filter(Boolean).join(' ');
  return [toTitleCase(street), toTitleCase(address.city), stateZip].filter(Boolean).join(', ');
}
