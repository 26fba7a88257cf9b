import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCompleteData, readStoredData, renderRegister } from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const counter = async () => within(await screen.findByTestId('step-counter')).getByRole('status');

async function chooseAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: 'Property address' }), '123 main');
  await user.click(await screen.findByRole('option', { name: '123 Main St, Sacramento, CA 95814' }));
}

describe('REG-006 property step', { timeout: 20_000 }, () => {
  it('shows the messages at the fields and focuses the first invalid one (VAL-035, VAL-037)', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister(V2);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // Focus on the field loads the typeahead, whose input then takes the placeholder's place.
    const address = () => screen.getByRole('combobox', { name: 'Property address' });
    await waitFor(() => expect(address()).toHaveFocus());
    expect(address()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid property address'),
    );
    expect(
      screen.getByRole('radiogroup', { name: 'How do you use this property?' }),
    ).toHaveAccessibleDescription('Please select an occupancy type');
    expect(screen.getByTestId('status-announcer')).toHaveTextContent('Please enter a valid property address');
    expect(requests.some((request) => request.url.includes('address-typeahead'))).toBe(false);
  });

  it('refuses typed text that was not chosen from the list (VAL-036)', async () => {
    const user = userEvent.setup();
    const { location } = renderRegister(V2);
    await user.type(await screen.findByRole('combobox', { name: 'Property address' }), '999 Nowhere Road');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'Primary residence' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Retried as a whole: a late typeahead answer may redraw the field's message between a find
    // and the check of the node it found.
    await waitFor(() =>
      expect(screen.getByText('Please select your address from the list')).toBeInTheDocument(),
    );
    expect(location()).toBe(V2);
  });

  it('looks the typed text up after a pause, shows it title-cased, and skips home-address for HOME (REG-007)', async () => {
    const user = userEvent.setup();
    const { requests, location } = renderRegister(V2);
    expect(await counter()).toHaveTextContent('Step 1 of 7');
    await chooseAddress(user);
    const lookups = requests.filter((request) => request.url.includes('address-typeahead'));
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.length).toBeLessThan(4);
    expect(lookups.at(-1)?.url).toBe(`${endpointPath(addressSearchApi.typeahead)}?q=123+main`);
    await user.click(screen.getByRole('radio', { name: 'Primary residence' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Is the property for sale?' });
    expect(location()).toBe(`${V2}/for-sale`);
    expect(await counter()).toHaveTextContent('Step 2 of 7');
    expect(readStoredData()?.propertyAddress).toMatchObject({
      street1: '123 MAIN ST',
      state: 'CA',
      occupancyType: 'HOME',
    });
    expect(window.localStorage.getItem('hearth-register-data')).toBeNull();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('MAIN');
  });

  it('asks for the home address when the property is not the primary home (REG-007)', async () => {
    const user = userEvent.setup();
    const { location } = renderRegister(V2);
    await chooseAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Investment property' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Where do you live?' });
    expect(location()).toBe(`${V2}/home-address`);
    // Not the primary home: one more step to go through, and the counter says so.
    expect(within(screen.getByTestId('step-counter')).getByRole('status')).toHaveTextContent('Step 2 of 8');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', V2);
  });
});

describe('RTE-006/007/008 step values, the flag fallback and the first-step redirect', () => {
  it.each([
    `${V2}/home-address`,
    `${V2}/for-sale`,
    `${V2}/annual-income`,
    `${V2}/legal-name`,
    `${V2}/birthdate`,
    `${V2}/phone-and-email`,
    `${V2}/set-password`,
  ])('%s without a property street goes to the first step', async (path) => {
    const { location } = renderRegister(path);
    await screen.findByRole('heading', { level: 1, name: 'Where is the property?' });
    expect(location()).toBe(V2);
  });

  it.each([
    ['sale-status', `${V2}/for-sale`],
    ['income-info', `${V2}/annual-income`],
    ['name', `${V2}/legal-name`],
    ['birthdate', `${V2}/birthdate`],
    ['contact-info', `${V2}/phone-and-email`],
    ['login-info', `${V2}/set-password`],
  ])('?step=%s opens %s', async (step, target) => {
    const { location } = renderRegister(`${V2}?step=${step}`, { data: makeCompleteData() });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(location()).toBe(target));
  });

  it('skips home-address for a primary home', async () => {
    const { location } = renderRegister(`${V2}/home-address`, { data: makeCompleteData() });
    await screen.findByRole('heading', { level: 1, name: 'Is the property for sale?' });
    expect(location()).toBe(`${V2}/for-sale`);
  });

  it.each([
    [V2, '/account/heloc/register'],
    [`${V2}?utm_source=mail`, '/account/heloc/register?utm_source=mail'],
    [`${V2}/annual-income`, '/account/heloc/register?step=income-info'],
    // RTE-007, ORG-039: the redesign flag gates register-v2 and the progress indicator.
  ])('with the redesign flag off, %s falls back to %s', async (path, target) => {
    const { location } = renderRegister(path, {
      org: (await import('../test/render-register.tsx')).makeRegisterOrg(false),
      data: makeCompleteData(),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(location()).toBe(target);
    expect(screen.getByRole('navigation', { name: 'Registration progress' })).toBeInTheDocument();
  });

  it('hides the progress indicator with the redesign on (REG-004, ORG-039)', async () => {
    renderRegister(V2);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Registration progress' })).toBeNull();
  });
});

describe('REG-022…026 register data restored on reload', () => {
  it('shows the saved answers again on a fresh render of a step', async () => {
    renderRegister(`${V2}/legal-name`, {
      data: makeCompleteData({
        name: { firstName: 'Robin', middleName: 'Q', lastName: 'Diaz', suffix: 'JR' },
      }),
    });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Diaz');
    expect(screen.getByRole('combobox', { name: 'Suffix' })).toHaveValue('JR');
  });

  it('restores the chosen property address title-cased', async () => {
    renderRegister(V2, { data: makeCompleteData() });
    expect(await screen.findByRole('combobox', { name: 'Property address' })).toHaveValue(
      '123 Main St, Sacramento, CA 95814',
    );
    expect(
      within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'Primary residence' }),
    ).toBeChecked();
  });
});
