import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { leadPortalApi } from '@hearth/domain/api/registration-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiKey } from '../../../test/mock-api.ts';
import { createEmptyRegisterData } from '../lib/register-data.ts';
import { makeRegisterOrg, readStoredData, renderRegister } from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const TYPEAHEAD = apiKey(addressSearchApi.typeahead);
const LO_UUID = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01';

function address(street1: string, city: string, state: string, zip: string) {
  return { fullAddress: `${street1}, ${city}, ${state} ${zip}`, street1, city, state, zip };
}

async function chooseAddress(user: ReturnType<typeof userEvent.setup>, typed: string, option: string) {
  await user.type(await screen.findByRole('combobox', { name: 'Property address' }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

const toggles = {
  'fe-heloc-redesign-2025': true,
  'fe-heloc-ny-modal': true,
  'fe-heloc-disaster-warning': true,
};

type Handlers = NonNullable<NonNullable<Parameters<typeof renderRegister>[1]>['handlers']>;
type RegisterData = ReturnType<typeof createEmptyRegisterData>;

function renderProperty(
  item: ReturnType<typeof address>,
  options: {
    data?: RegisterData;
    handlers?: Handlers;
    isNewYork?: boolean;
    toggles?: Partial<typeof toggles>;
  } = {},
) {
  const org = makeRegisterOrg(true, {
    companyInfo: { publicFeatureToggles: { ...toggles, ...options.toggles } },
    ...(options.isNewYork ? { heloc: { isNewYork: true } } : {}),
  });
  return renderRegister(`${V2}${options.data?.referrerId ? `?referrer=${options.data.referrerId}` : ''}`, {
    org,
    ...(options.data ? { data: options.data } : {}),
    handlers: { [TYPEAHEAD]: () => ({ body: { items: [item] } }), ...options.handlers },
  });
}

describe('property step notices', { timeout: 20_000 }, () => {
  it('REG-017: a Hawaii address opens the modal with the partner lender link', async () => {
    const user = userEvent.setup();
    renderProperty(address('12 LANAI ST', 'LAHAINA', 'HI', '96761'));
    await chooseAddress(user, '12 lanai', '12 Lanai St, Lahaina, HI 96761');
    const dialog = await screen.findByRole('dialog', { name: "We don't lend in Hawaii" });
    expect(within(dialog).getByRole('link', { name: /Apply with Aloha Partner Lending/ })).toHaveAttribute(
      'href',
      'https://www.aloha-partner-lending.example/heloc',
    );
  });

  it('VAL-040, ORG-044: a disaster-zip address shows the post-disaster inspection warning (flag on)', async () => {
    const user = userEvent.setup();
    renderProperty(address('40 BROADWAY', 'ASHEVILLE', 'NC', '28801'));
    await chooseAddress(user, '40 broadway', '40 Broadway, Asheville, NC 28801');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Properties in disaster areas require a post-disaster inspection per our Disaster Response Policy.',
    );
  });

  it('REG-018/019, ORG-040: a New York property on the main site opens the redirect modal to the NY site, and Continue reopens it', async () => {
    const user = userEvent.setup();
    const { location } = renderProperty(address('5 PARK AVE', 'NEW YORK', 'NY', '10016'));
    await chooseAddress(user, '5 park', '5 Park Ave, New York, NY 10016');
    const dialog = await screen.findByRole('dialog', { name: 'This property is in New York' });
    expect(within(dialog).getByText(/You're applying with a property in New York/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Continue on our New York site' })).toHaveAttribute(
      'href',
      '/account/heloc/register?org=hearth-ny',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Choose a different address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('radio', { name: /primary/i }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'This property is in New York' })).toBeVisible();
    expect(location()).toBe(V2);
  });

  it('ORG-044: with the disaster warning flag off, a disaster-zip address shows no warning', async () => {
    const user = userEvent.setup();
    renderProperty(address('40 BROADWAY', 'ASHEVILLE', 'NC', '28801'), {
      toggles: { 'fe-heloc-disaster-warning': false },
    });
    await chooseAddress(user, '40 broadway', '40 Broadway, Asheville, NC 28801');
    // The suite field appears once an address is chosen; the warning would render with it.
    expect(await screen.findByRole('textbox', { name: 'Apartment, suite or unit (optional)' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/post-disaster inspection/)).toBeNull();
  });

  it('ORG-040: with the New York modal flag off, a New York property opens no modal and goes on', async () => {
    const user = userEvent.setup();
    const { location } = renderProperty(address('5 PARK AVE', 'NEW YORK', 'NY', '10016'), {
      toggles: { 'fe-heloc-ny-modal': false },
    });
    await chooseAddress(user, '5 park', '5 Park Ave, New York, NY 10016');
    await user.click(screen.getByRole('radio', { name: /primary/i }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Is the property for sale?' });
    expect(location()).toBe(`${V2}/for-sale`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('REG-018: a property outside New York on the New York site points to the main site', async () => {
    const user = userEvent.setup();
    renderProperty(address('123 MAIN ST', 'SACRAMENTO', 'CA', '95814'), { isNewYork: true });
    await chooseAddress(user, '123 main', '123 Main St, Sacramento, CA 95814');
    const dialog = await screen.findByRole('dialog', { name: 'This property is outside New York' });
    expect(within(dialog).getByRole('link', { name: 'Continue on our main site' })).toHaveAttribute(
      'href',
      '/account/heloc/register?org=hearth',
    );
  });

  it("VAL-038/039, REG-031: outside an enforcing loan officer's states, occupancy and submit are blocked; the card names the loan officer", async () => {
    const user = userEvent.setup();
    const data = { ...createEmptyRegisterData(), referrerId: LO_UUID };
    const { location } = renderProperty(address('9 ELM ST', 'AUSTIN', 'TX', '78701'), {
      data,
      handlers: {
        [apiKey(leadPortalApi.loanOriginator, { loanOriginatorUuid: LO_UUID })]: () => ({
          body: {
            uuid: LO_UUID,
            originatorName: 'Jordan Rivera',
            brokerName: null,
            avatarUri: null,
            email: 'jordan@lo.example',
            phoneNumber: '4155550100',
            nmls: '123456',
            channel: 'RETAIL',
            licensedStates: ['CA', 'OR', 'WA'],
            enforceLicensedStatesForReferral: true,
          },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Your loan officer' });
    expect(within(card).getByText('Jordan Rivera')).toBeVisible();
    expect(within(card).getByRole('link', { name: /jordan@lo.example/ })).toHaveAttribute(
      'href',
      'mailto:jordan@lo.example',
    );
    await chooseAddress(user, '9 elm', '9 Elm St, Austin, TX 78701');
    expect(
      await screen.findByText(
        'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
      ),
    ).toBeVisible();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe(`${V2}?referrer=${LO_UUID}`);
    expect(readStoredData()?.propertyAddress.street1).toBe('');
  });

  it('VAL-035: a failed address look-up says so at the field', async () => {
    const user = userEvent.setup();
    renderRegister(V2, {
      handlers: { [TYPEAHEAD]: () => ({ status: 503, body: { errors: ['Service unavailable'] } }) },
    });
    await user.type(await screen.findByRole('combobox', { name: 'Property address' }), '123 main');
    const [message] = await screen.findAllByText(
      /We couldn't look up addresses right now/,
      {},
      { timeout: 8_000 },
    );
    expect(message).toBeVisible();
    // Beside the field too, not only in the suggestion list (hidden from the tree while the list is open).
    const statuses = screen
      .getAllByRole('status', { hidden: true })
      .map((status) => status.textContent ?? '');
    expect(statuses.some((text) => text.startsWith("We couldn't look up addresses right now"))).toBe(true);
  });
});
