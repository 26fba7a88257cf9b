import { US_STATES } from '@hearth/domain/org/us-states';
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { buildPropertyRegistry } from './property-registry.ts';
import { createSandboxAddressSearch } from './sandbox-address-search.ts';

const registry = buildPropertyRegistry();

describe('sandbox property registry', () => {
  it('holds at least 2,000 addresses across every state and DC', () => {
    expect(registry.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(registry.map((record) => record.state))).toEqual(new Set(Object.keys(US_STATES)));
  });

  it('has city, state and zip that agree with real ZIP data, and letters-only cities', () => {
    for (const record of registry) {
      const place = zipcodes.lookup(record.zip);
      expect(place, record.zip).toMatchObject({ city: record.city, state: record.state });
      expect(record.city).toMatch(/^[A-Za-z ]+$/);
      expect(record.zip).toMatch(/^\d{5}$/);
    }
  });

  it('is the same on every build (seeded) and differs with another seed', () => {
    expect(buildPropertyRegistry()).toEqual(registry);
    expect(buildPropertyRegistry(7)).not.toEqual(registry);
  });

  it('has no duplicate addresses', () => {
    const keys = registry.map((record) => `${record.street1}|${record.street2 ?? ''}|${record.zip}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ranks addresses that start with the query first', async () => {
    const search = createSandboxAddressSearch([
      { street1: '9 Portland Ave', city: 'Salem', state: 'OR', zip: '97301' },
      { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' },
    ]);
    const items = await search.searchAddresses('9 portland av', 10);
    expect(items.map((item) => item.street1)).toEqual(['9 Portland Ave']);
    expect((await search.searchAddresses('portland', 10)).map((item) => item.street1)).toEqual([
      '123 Main St',
      '9 Portland Ave',
    ]);
  });
});
