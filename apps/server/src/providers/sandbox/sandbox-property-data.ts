import { UTCDate } from '@date-fns/utc';
import { lightFormat, subDays } from 'date-fns';
import type { PostalAddress } from '../applicant-ref.ts';
import type { PropertyDataProvider, PropertyDetails } from '../property-data-provider.ts';
import { sandboxHomeValue } from './sandbox-home-value.ts';
import { selectPersona } from './sandbox-persona.ts';
import { buildSandboxReference, hashToInt } from './sandbox-reference.ts';

/** Texas home equity (Tex. Const. art. XVI §50(a)(6)): the lender orders a broker price opinion. */
const BPO_STATES = new Set(['TX']);

/** Newowner bought the home a month ago, inside the 90-day window (CON-008). */
const NEW_OWNER_DAYS_AGO = 30;

/** Years ago for everyone else: the same house, the same date, every time. */
function describeTransfer(key: string, ownerLastName: string): string {
  const daysAgo =
    selectPersona(ownerLastName) === 'RECENT_TRANSFER'
      ? NEW_OWNER_DAYS_AGO
      : hashToInt(400, 9_000, `sold|${key}`);
  return lightFormat(subDays(new UTCDate(), daysAgo), 'yyyy-MM-dd');
}

function describeProperty(address: PostalAddress, ownerLastName: string, unit = ''): PropertyDetails {
  const key = [address.street1, unit || address.street2 || '', address.zip].join('|');
  return {
    propertyId: buildSandboxReference('PROP', key),
    address: unit ? { ...address, street2: unit } : address,
    county: `${address.city} County`,
    propertyType: unit || address.street2 ? 'CONDO' : 'SINGLE_FAMILY',
    yearBuilt: hashToInt(1925, 2021, key),
    livingAreaSqft: hashToInt(9, 38, key) * 100,
    lastTransferDate: describeTransfer(key, ownerLastName),
  };
}

/**
 * Sandbox property records and AVM: every address is found and valued (sandboxHomeValue) except
 * for Noproperty (not found) and Multiple (two units) until the borrower corrects or picks, and
 * Noavm (no automated value). A Texas home also needs a BPO.
 */
export function createSandboxPropertyData(): PropertyDataProvider {
  return {
    name: 'sandbox',
    async findProperty({ address, ownerLastName, repeat }) {
      const persona = selectPersona(ownerLastName);
      if (persona === 'NO_PROPERTY' && !repeat) {
        return { outcome: 'NOT_FOUND' };
      }
      if (persona === 'MULTIPLE_PROPERTIES' && !repeat) {
        return {
          outcome: 'MULTIPLE',
          candidates: [
            describeProperty(address, ownerLastName, 'Unit A'),
            describeProperty(address, ownerLastName, 'Unit B'),
          ],
        };
      }
      return { outcome: 'FOUND', property: describeProperty(address, ownerLastName) };
    },
    async valueProperty({ property, ownerLastName }) {
      const requiredValuation = BPO_STATES.has(property.address.state) ? 'BPO' : null;
      if (selectPersona(ownerLastName) === 'NO_AVM') {
        return { outcome: 'NO_AVM', requiredValuation };
      }
      return {
        outcome: 'VALUED',
        value: sandboxHomeValue(property.address),
        confidenceScore: hashToInt(82, 97, property.propertyId),
        valuationDate: new Date().toISOString().slice(0, 10),
        requiredValuation,
      };
    },
  };
}
