/** One suggestion of the address typeahead (API-041): the display line plus its parts. */
export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** Residential address look-up behind GET …/address-typeahead; sandbox or a vendor by configuration. */
export interface AddressSearchProvider {
  readonly name: string;
  /** At most `limit` matches of the typed text, best first. */
  searchAddresses(query: string, limit: number): Promise<AddressSuggestion[]>;
}
