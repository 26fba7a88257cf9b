import type { PropertyRecord } from './property-record.ts';

/**
 * Addresses that always exist in the sandbox registry, for end-to-end tests and demos. Keep them
 * stable: the web e2e suites type them. Galveston 77550 is an excluded zip of `hearth` (waitlist).
 */
export const FIXED_SANDBOX_ADDRESSES: readonly PropertyRecord[] = [
  { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' },
  { street1: '456 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  { street1: '789 Broadway', street2: 'Apt 5C', city: 'New York', state: 'NY', zip: '10003' },
  { street1: '55 Kalakaua Ave', city: 'Honolulu', state: 'HI', zip: '96815' },
  { street1: '300 Dexter Ave', city: 'Montgomery', state: 'AL', zip: '36104' },
  { street1: '12 Harbor Rd', city: 'Galveston', state: 'TX', zip: '77550' },
  { street1: '200 Ocean Dr', city: 'Miami Beach', state: 'FL', zip: '33139' },
  { street1: '1600 Desert Willow Way', city: 'Phoenix', state: 'AZ', zip: '85004' },
];
