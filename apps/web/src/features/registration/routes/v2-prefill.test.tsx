import { endpointPath } from '@hearth/domain/api/endpoint';
import { profileApi } from '@hearth/domain/api/profile-api';
import { leadPortalApi, registrationApi } from '@hearth/domain/api/registration-api';
import { serializeRegisterPrefill } from '@hearth/domain/registration/register-prefill';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiKey, TEST_PROFILE } from '../../../test/mock-api.ts';
import { buildCreateHelocBody } from '../lib/heloc-body.ts';
import { createEmptyRegisterData } from '../lib/register-data.ts';
import { makeCompleteData, readStoredData, renderRegister } from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const OFFER = apiKey(registrationApi.offerCode, { code: 'HEARTH-2026' });
const REFERRAL_UUID = '9c7e2f10-3b6a-4d2e-8f41-2a7b5c9d0e01';
const REFERRAL = apiKey(leadPortalApi.referral, { referralUuid: REFERRAL_UUID });
const PREPOP = apiKey(leadPortalApi.affiliatePrefill);
const PORTLAND = { street1: '123 Main St', street2: '', city: 'Portland', state: 'OR', zip: '97201' };

const offerRecord = (respondByDate: string) => ({
  offerCode: 'HEARTH-2026',
  firstName: 'Jamie',
  lastName: 'Parker',
  inHomeDate: '2026-01-05',
  respondByDate,
  ...PORTLAND,
});

/** The property step shows the prefilled address (the step re-reads its form when a prefill lands). */
async function expectPropertyShown(text: string) {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Property address' })).toHaveValue(text));
}

describe('prefilled register data', { timeout: 20_000 }, () => {
  it('REG-027: an offer code link prefills the name and property, and the create body carries the code', async () => {
    renderRegister(`${V2}?offerCode=hearth-2026`, {
      handlers: { [OFFER]: () => ({ body: offerRecord('2099-12-31') }) },
    });
    await expectPropertyShown('123 Main St, Portland, OR 97201');
    const stored = readStoredData();
    expect(stored?.name).toMatchObject({ firstName: 'Jamie', lastName: 'Parker' });
    expect(stored?.offerCode).toBe('HEARTH-2026');
    expect(stored?.flags.isPrepopulationComplete).toBe(true);
    const body = buildCreateHelocBody({ ...makeCompleteData(), offerCode: stored?.offerCode ?? '' });
    expect(body.offerCode).toBe('HEARTH-2026');
  });

  it('REG-027: an offer past its respond-by date still prefills but is not claimed', async () => {
    renderRegister(`${V2}?offerCode=HEARTH-2026`, {
      handlers: { [OFFER]: () => ({ body: offerRecord('2020-01-31') }) },
    });
    await expectPropertyShown('123 Main St, Portland, OR 97201');
    expect(readStoredData()?.offerCode).toBe('');
  });

  it('REG-027: never replaces an answer already given, and an unknown code changes nothing', async () => {
    const data = makeCompleteData();
    renderRegister(`${V2}?offerCode=HEARTH-2026`, {
      data,
      handlers: { [OFFER]: () => ({ body: offerRecord('2099-12-31') }) },
    });
    await waitFor(() => expect(readStoredData()?.prefilledFrom).toEqual(['offer:HEARTH-2026']));
    expect(readStoredData()?.name).toEqual(data.name);
    expect(readStoredData()?.propertyAddress).toEqual(data.propertyAddress);
  });

  it('REG-028: a wholesale referral (rid) prefills name, suffix, property, phone and e-mail', async () => {
    renderRegister(`${V2}?rid=${REFERRAL_UUID}`, {
      handlers: {
        [REFERRAL]: () => ({
          body: {
            uuid: REFERRAL_UUID,
            loanOriginatorUuid: '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01',
            status: 'ACTIVE',
            firstName: 'Riley',
            lastName: 'Morgan',
            suffix: 'JR',
            ...PORTLAND,
            phoneNumber: '5035550123',
            email: 'riley.morgan@example.com',
          },
        }),
      },
    });
    await expectPropertyShown('123 Main St, Portland, OR 97201');
    expect(readStoredData()).toMatchObject({
      name: { firstName: 'Riley', lastName: 'Morgan', suffix: 'JR' },
      phoneNumber: '5035550123',
      email: 'riley.morgan@example.com',
      referralId: REFERRAL_UUID,
    });
  });

  it('REG-029: an affiliate link (prepop) prefills and marks the create body as an affiliate application', async () => {
    const { requests } = renderRegister(`${V2}?prepop=aff-demo-1`, {
      handlers: {
        [PREPOP]: () => ({
          body: {
            name: { firstName: 'Casey', lastName: 'Nguyen' },
            address: { ...PORTLAND },
            dob: '1975-05-20',
            email: 'casey.nguyen@example.com',
            phone: '5125550147',
            income: 95_000,
            affiliates: ['demo-affiliate'],
            abVersion: 'A',
          },
        }),
      },
    });
    await expectPropertyShown('123 Main St, Portland, OR 97201');
    expect(
      requests.some(
        (request) => request.url === `${endpointPath(leadPortalApi.affiliatePrefill)}?id=aff-demo-1`,
      ),
    ).toBe(true);
    const stored = readStoredData();
    expect(stored).toMatchObject({
      dob: { year: '1975', month: '05', day: '20' },
      income: { income: 95_000 },
      affiliate: { abVersion: 'A', affiliates: ['demo-affiliate'] },
    });
    const body = buildCreateHelocBody({ ...makeCompleteData(), affiliate: stored?.affiliate ?? null });
    expect(body).toMatchObject({ affiliateAbVersion: 'A', affiliateAppIndicator: true });
  });

  it('REG-030: saved prepopulation in userData fills the data and leaves the address bar', async () => {
    const userData = serializeRegisterPrefill({
      propertyAddress: { ...PORTLAND, occupancyType: 'SECONDARY' },
      isListedForSale: false,
      income: { income: 80_000, employmentType: 'RETIRED' },
      name: { firstName: 'Ann', lastName: 'Lee' },
    });
    const { location } = renderRegister(`${V2}?utm_source=mail&userData=${encodeURIComponent(userData)}`);
    await expectPropertyShown('123 Main St, Portland, OR 97201');
    await waitFor(() => expect(location()).toBe(`${V2}?utm_source=mail`));
    expect(readStoredData()).toMatchObject({
      propertyAddress: { occupancyType: 'SECONDARY', state: 'OR' },
      isListedForSale: false,
      income: { income: 80_000, employmentType: 'RETIRED' },
      name: { firstName: 'Ann', lastName: 'Lee' },
      flags: { isSaleStatusSet: true, isPrepopulationComplete: true },
    });
  });

  it('REG-030: the state parameter works the same, and unreadable values are ignored', async () => {
    const { location } = renderRegister(`${V2}?state=${encodeURIComponent('{not json')}`);
    await waitFor(() => expect(location()).toBe(V2));
    expect(readStoredData()?.propertyAddress.street1 ?? '').toBe('');
  });
});

describe('REG-015 the profile of a borrower who arrives signed in', { timeout: 20_000 }, () => {
  const profile = {
    ...TEST_PROFILE,
    name: { firstName: 'Pat', middleName: null, lastName: 'Lee', suffix: null },
    phoneNumbers: [{ type: 'MOBILE', number: '2125550123' }],
  };

  it('fixes the legal name: prefilled and read-only, the suffix too', async () => {
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    const data = { ...makeCompleteData(), name: createEmptyRegisterData().name };
    renderRegister(`${V2}/legal-name`, {
      data,
      handlers: { [apiKey(profileApi.get)]: () => ({ body: profile }) },
    });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveValue('Pat'));
    expect(first).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Suffix' })).toBeDisabled();
    expect(readStoredData()?.flags).toMatchObject({ isNamePrefilled: true, isEmailPrefilled: true });
  });

  it('fixes the e-mail on the contact step', async () => {
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    renderRegister(`${V2}/phone-and-email`, {
      data: { ...makeCompleteData(), email: '', phoneNumber: '' },
      handlers: { [apiKey(profileApi.get)]: () => ({ body: profile }) },
    });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveValue('pat@hearth.test'));
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('(212) 555-0123');
  });

  it('leaves the name open for a profile without one', async () => {
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    renderRegister(`${V2}/legal-name`, {
      data: { ...makeCompleteData(), name: createEmptyRegisterData().name },
    });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(readStoredData()?.flags.isEmailPrefilled).toBe(true));
    expect(first).not.toHaveAttribute('readonly');
    expect(readStoredData()?.flags.isNamePrefilled).toBe(false);
  });
});
