import type { RegisterAddress } from './register-data.ts';

/** KIT-017: "123 MAIN ST" → "123 Main St" (letters after a digit stay lower: "2nd"). */
export function toTitleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s\-/'(])([a-z])/g, (_, before: string, letter: string) => {
    return `${before}${letter.toUpperCase()}`;
  });
}

/** KIT-017: street, city, state, zip with title-casing (the state stays two capitals). */
export function formatAddressLine(address: RegisterAddress): string {
  const street = [address.street1, address.street2].filter((part) => part.trim() !== '').join(' ');
  const stateZip = [address.state.toUpperCase(), address.zip].filter(Boolean).join(' ');
  return [toTitleCase(street), toTitleCase(address.city), stateZip].filter(Boolean).join(', ');
}
