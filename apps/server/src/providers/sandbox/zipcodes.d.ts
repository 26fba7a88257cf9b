declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
  export function lookupByState(state: string): ZipCodeRecord[];
  const zipcodes: { lookup: typeof lookup; lookupByState: typeof lookupByState };
  export default zipcodes;
}
