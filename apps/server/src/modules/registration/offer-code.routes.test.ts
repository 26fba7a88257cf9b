import { registrationApi } from '@hearth/domain/api/registration-api';
import { zOfferCodeRecord } from '@hearth/domain/registration/prefill-sources';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createSandboxAddressSearch } from '../../providers/sandbox/sandbox-address-search.ts';
import { OFFER_CODE_NOT_FOUND_MESSAGE } from './offer-code.routes.ts';
import { buildOfferCodeRecords, FIXED_OFFER_CODES, SYNTHETIC_OFFER_CODES } from './sandbox-offer-codes.ts';

const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

const get = (code: string) => injectEndpoint(suite.t.app, registrationApi.offerCode, { params: { code } });

describe('GET {base}/offercode/{code} (API-038)', () => {
  it('REG-027: answers the offer code record with every field', async () => {
    const response = await get('HEARTH-2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      offerCode: 'HEARTH-2026',
      firstName: 'Jamie',
      lastName: 'Parker',
      inHomeDate: '2026-01-05',
      respondByDate: '2099-12-31',
      street1: '123 Main St',
      street2: '',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    });
  });

  it('REG-027: matches codes without regard to case or surrounding spaces', async () => {
    expect((await get('hearth-2026')).json()).toMatchObject({ offerCode: 'HEARTH-2026' });
    expect((await get(' Hearth-2026 ')).json()).toMatchObject({ offerCode: 'HEARTH-2026' });
  });

  it('REG-027: answers an expired offer too, its respondByDate saying so', async () => {
    expect((await get('HEARTH-EXPIRED')).json()).toMatchObject({ respondByDate: '2024-03-31' });
  });

  it('REG-027: answers a synthetic code of the sandbox mail house', async () => {
    const [record] = buildOfferCodeRecords().slice(FIXED_OFFER_CODES.length);
    const response = await get(record?.offerCode ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(record);
  });

  it.each(['NOPE-0000', 'HMZZZZZZZZ'])('answers 404 for the unknown code %s', async (code) => {
    const response = await get(code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [OFFER_CODE_NOT_FOUND_MESSAGE] });
  });

  it.each([
    ['too short', 'AB1'],
    ['punctuation', 'HEARTH;2026'],
    ['script', '<script>'],
    ['33 characters', 'A'.repeat(33)],
  ])('answers 400 with the message for a malformed code (%s)', async (_case, code) => {
    const response = await get(code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['Please enter a valid offer code'] });
  });
});

it('answers a 5,000-character code as not found: longer than any route parameter', async () => {
  const response = await get('A'.repeat(5000));
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ errors: [expect.any(String)] });
});

describe('the sandbox mail house', () => {
  const records = buildOfferCodeRecords();

  it('is deterministic, with unique codes that validate as records', () => {
    expect(records).toHaveLength(FIXED_OFFER_CODES.length + SYNTHETIC_OFFER_CODES);
    expect(buildOfferCodeRecords()).toEqual(records);
    expect(new Set(records.map((record) => record.offerCode)).size).toBe(records.length);
    for (const record of records) {
      expect(zOfferCodeRecord.parse(record)).toEqual(record);
      expect(record.respondByDate > record.inHomeDate).toBe(true);
    }
  });

  it('mails only to homes the address typeahead knows', async () => {
    const search = createSandboxAddressSearch();
    for (const record of records.slice(0, 25)) {
      const found = await search.searchAddresses(`${record.street1} ${record.zip}`, 10);
      expect(found.some((item) => item.street1 === record.street1 && item.zip === record.zip)).toBe(true);
    }
  });
});
