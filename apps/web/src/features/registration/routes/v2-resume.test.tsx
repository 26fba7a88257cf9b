import { registrationApi } from '@hearth/domain/api/registration-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiKey } from '../../../test/mock-api.ts';
import { makeCompleteData, readStoredData, renderRegister } from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const DRAFT = apiKey(registrationApi.draft);
const SAVE = apiKey(registrationApi.saveDraft);

const SAVED = {
  step: 'birthdate',
  updatedAt: '2026-11-22T10:00:00.000Z',
  data: {
    propertyAddress: {
      street1: '123 MAIN ST',
      street2: '',
      city: 'PORTLAND',
      state: 'OR',
      zip: '97201',
      occupancyType: 'HOME',
    },
    isListedForSale: false,
    income: { income: 120000, otherIncome: 0, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
    flags: { saleStatusSet: true, incomeSet: true },
  },
};

describe('save and resume (signed in)', { timeout: 20_000 }, () => {
  it('a device without answers resumes at the saved step with the saved answers', async () => {
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    const { location } = renderRegister(V2, { handlers: { [DRAFT]: () => ({ body: SAVED }) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: "What's your date of birth?" }),
    ).toBeVisible();
    expect(location()).toBe(`${V2}/birthdate`);
    const stored = readStoredData();
    expect(stored?.propertyAddress.city).toBe('PORTLAND');
    expect(stored?.income).toEqual({ income: 120000, otherIncome: 0, employmentType: 'FULL_TIME' });
    expect(stored?.flags.isIncomeSet).toBe(true);
  });

  it('answers already on this device win: no resume', async () => {
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    const { location, requests } = renderRegister(`${V2}/for-sale`, {
      data: makeCompleteData(),
      handlers: { [DRAFT]: () => ({ body: SAVED }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Is the property for sale?' })).toBeVisible();
    expect(location()).toBe(`${V2}/for-sale`);
    expect(
      requests.some((request) => request.method === 'GET' && request.url.includes('register-draft')),
    ).toBe(false);
  });

  it('each finished step saves the next one with the answers', async () => {
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    const user = userEvent.setup();
    const { requests } = renderRegister(`${V2}/for-sale`, {
      data: { ...makeCompleteData(), isListedForSale: null },
      handlers: { [SAVE]: (request) => ({ body: { ...(request.body as object), updatedAt: 'now' } }) },
    });
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: "What's your annual income?" });
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const saved = requests.find((request) => request.method === 'PUT');
    expect(saved?.body).toMatchObject({
      step: 'annual-income',
      data: { isListedForSale: false, propertyAddress: { street1: '123 MAIN ST', occupancyType: 'HOME' } },
    });
    expect(JSON.stringify(saved?.body)).not.toContain('password');
  });

  it('an anonymous visitor neither reads nor saves a draft', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister(`${V2}/for-sale`, {
      data: { ...makeCompleteData(), isListedForSale: null },
    });
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: "What's your annual income?" });
    expect(requests.some((request) => request.url.includes('register-draft'))).toBe(false);
  });
});
