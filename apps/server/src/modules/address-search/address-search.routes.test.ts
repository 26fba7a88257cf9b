import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { FIXED_SANDBOX_ADDRESSES } from '../../providers/sandbox/fixed-addresses.ts';

const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

function search(q: string) {
  return injectEndpoint(suite.t.app, addressSearchApi.typeahead, { query: { q } });
}

describe('GET /service-property/external/api/v1/address-typeahead (API-041)', () => {
  it('finds a fixed address by its prefix, with fullAddress and the parts', async () => {
    const response = await search('123 Main St, Portl');
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0]).toEqual({
      fullAddress: '123 Main St, Portland, OR 97201',
      street1: '123 Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    });
  });

  it.each(FIXED_SANDBOX_ADDRESSES.map((address) => [address.street1, address.zip]))(
    'finds the fixed address %s (%s) by street and zip',
    async (street1, zip) => {
      const items = (await search(`${street1} ${zip}`)).json().items as Array<{ street1: string }>;
      expect(items.map((item) => item.street1)).toContain(street1);
    },
  );

  it('matches words in any order, case-insensitively, and keeps the unit in street2', async () => {
    const items = (await search('broadway NEW york')).json().items;
    expect(items).toContainEqual({
      fullAddress: '789 Broadway, Apt 5C, New York, NY 10003',
      street1: '789 Broadway',
      street2: 'Apt 5C',
      city: 'New York',
      state: 'NY',
      zip: '10003',
    });
  });

  it('answers at most 10 items, each of which matches every typed word', async () => {
    const items = (await search('main')).json().items as Array<{ fullAddress: string }>;
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(item.fullAddress.toLowerCase()).toMatch(/\bmain/);
    }
  });

  it.each(['', 'ab', '  ', 'zzzz qqqq', '<script>alert(1)</script>'])('finds nothing for %j', async (q) => {
    const response = await search(q);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
  });

  it('refuses a 5,000-character query with the address message', async () => {
    const response = await search('1'.repeat(5000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Please enter a valid property address'] });
  });

  it('is rate limited as a look-up', async () => {
    const limited = await buildTestApp();
    try {
      const codes: number[] = [];
      for (let index = 0; index < 61; index += 1) {
        codes.push(
          (await injectEndpoint(limited.app, addressSearchApi.typeahead, { query: { q: 'main' } }))
            .statusCode,
        );
      }
      expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
      expect(codes[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
