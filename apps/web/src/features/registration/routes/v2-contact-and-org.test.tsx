import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { leadPortalApi, registrationApi } from '@hearth/domain/api/registration-api';
import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/mock-api.ts';
import { apiKey } from '../../../test/mock-api.ts';
import {
  makeCompleteData,
  makeRegisterOrg,
  readStoredData,
  renderRegister,
} from '../test/render-register.tsx';

const V2 = '/account/heloc/register-v2';
const BROKER_UUID = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a02';
type User = ReturnType<typeof userEvent.setup>;

const blankContact = () => makeCompleteData({ email: '', phoneNumber: '' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const phoneBox = () => screen.getByRole('textbox', { name: 'Mobile phone' });

describe('KIT-013/014 the phone field follows its country', { timeout: 20_000 }, () => {
  it('starts on the United States, capped at the 14 characters of (xxx) xxx-xxxx', async () => {
    renderRegister(`${V2}/phone-and-email`, { data: blankContact() });
    const country = await screen.findByRole('combobox', { name: 'Country code' });
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'United States (+1)' })).toBeInTheDocument();
    expect(within(country).getAllByRole('option').length).toBeGreaterThan(200);
    expect(phoneBox()).toHaveAttribute('maxlength', '14');
    // Text, not a flag emoji: without an emoji font a flag shows as two empty boxes.
    expect(screen.getByTestId('phone-country-flag')).toHaveTextContent('US +1');
  });

  it('shows a US number stored with its "1" as (xxx) xxx-xxxx, whole', async () => {
    renderRegister(`${V2}/phone-and-email`, { data: makeCompleteData({ phoneNumber: '14155550123' }) });
    expect(await screen.findByRole('textbox', { name: 'Mobile phone' })).toHaveValue('(415) 555-0123');
  });

  it('takes a United Kingdom number in its national format and keeps it in E.164', async () => {
    const user: User = userEvent.setup();
    renderRegister(`${V2}/phone-and-email`, { data: blankContact() });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), 'GB');
    expect(phoneBox()).toHaveAttribute('maxlength', '12');
    expect(screen.getByTestId('phone-country-flag')).toHaveTextContent('GB +44');
    expect(phoneBox()).toHaveAccessibleDescription(expect.stringContaining('07400 123456'));
    await user.type(phoneBox(), '07400123456');
    expect(phoneBox()).toHaveValue('07400 123456');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@hearth.test');
    await user.click(continueButton());
    await screen.findByRole('heading', { level: 1, name: 'Create your password' });
    expect(readStoredData()).toMatchObject({ phoneNumber: '+447400123456', phoneCountry: 'GB' });
  });

  it("checks another country's number by its own plan; the US keeps 'Country code 1 is not needed'", async () => {
    const user: User = userEvent.setup();
    renderRegister(`${V2}/phone-and-email`, { data: blankContact() });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile phone' }), '12125550123');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@hearth.test');
    await user.click(continueButton());
    expect(await screen.findByText('Country code 1 is not needed')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await user.clear(phoneBox());
    await user.type(phoneBox(), '0740012');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    await waitFor(() => expect(phoneBox()).toHaveFocus());
  });

  it('shows a stored international number with its country again', async () => {
    renderRegister(`${V2}/phone-and-email`, {
      data: makeCompleteData({ phoneNumber: '+447400123456', phoneCountry: 'GB' }),
    });
    expect(await screen.findByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
    expect(phoneBox()).toHaveValue('07400 123456');
  });
});

describe('VAL-048 a submission needs e-mail, phone and password', { timeout: 20_000 }, () => {
  it('sends a borrower without a phone back to phone-and-email before any call', async () => {
    const user: User = userEvent.setup();
    const { requests, location } = renderRegister(`${V2}/set-password`, {
      data: makeCompleteData({ phoneNumber: '' }),
    });
    await user.type(await screen.findByLabelText('Password'), 'Str0ng!Passw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Passw0rd');
    const consents = within(screen.getByRole('group', { name: 'Agreements' }));
    await user.click(consents.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(
      consents.getByRole('checkbox', { name: /receive documents and notices electronically/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: /sign documents electronically/ }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(continueButton());
    await waitFor(() => expect(location()).toBe(`${V2}/phone-and-email`), { timeout: 4_000 });
    const posts = requests.filter((request: RecordedRequest) => request.method !== 'GET');
    expect(posts.map((request) => request.url)).not.toContain(
      `${endpointPath(identityApi.register)}?organization=hearth`,
    );
    const background = [
      endpointPath(telemetryApi.event, { context: 'heloc' }),
      endpointPath(featureFlagsApi.features, { context: 'heloc' }),
    ];
    expect(posts.filter((request) => !background.includes(request.url))).toEqual([]);
  });
});

describe('lender variants on the register pages', { timeout: 20_000 }, () => {
  it.each([
    ['silverpine', 'Is the property listed for sale, or do you plan to list it within the next 6 months?'],
    ['bluewater-cu', 'Is the property listed for sale, or do you plan to list it within the next 6 months?'],
    ['hearth', 'Is the property currently listed for sale?'],
  ])('REG-016: %s asks "%s"', async (orgCode, question) => {
    renderRegister(`${V2}/for-sale`, {
      org: { ...makeRegisterOrg(), orgCode },
      data: makeCompleteData({ isListedForSale: null }),
    });
    expect(await screen.findByRole('radiogroup', { name: question })).toBeInTheDocument();
  });

  it('CND-034/035: a broker with only a broker name shows as Your broker, with call and e-mail', async () => {
    renderRegister(`${V2}?referrer=${BROKER_UUID}`, {
      handlers: {
        [apiKey(leadPortalApi.loanOriginator, { loanOriginatorUuid: BROKER_UUID })]: () => ({
          body: {
            uuid: BROKER_UUID,
            originatorName: null,
            brokerName: 'Summit Mortgage Brokers',
            avatarUri: null,
            email: 'loans@summit-brokers.example',
            phoneNumber: '512-555-0199',
            nmls: '7654321',
            channel: 'WHOLESALE',
            licensedStates: ['TX'],
            enforceLicensedStatesForReferral: false,
          },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Your broker' });
    expect(within(card).getByText('Summit Mortgage Brokers')).toBeVisible();
    expect(within(card).getByText(/7654321/)).toBeVisible();
    expect(within(card).getByRole('link', { name: /512-555-0199/ })).toHaveAttribute(
      'href',
      'tel:+15125550199',
    );
    expect(within(card).getByRole('link', { name: /loans@summit-brokers.example/ })).toHaveAttribute(
      'href',
      'mailto:loans@summit-brokers.example',
    );
    expect(screen.queryByRole('region', { name: 'Your loan officer' })).toBeNull();
  });

  it("REG-053: Contact Your Loan Officer gives the referring loan officer's phone and e-mail", async () => {
    const user: User = userEvent.setup();
    const loUuid = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01';
    renderRegister(`${V2}/set-password`, {
      data: makeCompleteData({ referrerId: loUuid }),
      handlers: {
        [apiKey(leadPortalApi.loanOriginator, { loanOriginatorUuid: loUuid })]: () => ({
          body: {
            uuid: loUuid,
            originatorName: 'Jordan Rivera',
            brokerName: null,
            avatarUri: null,
            email: 'jordan.rivera@hearth.example',
            phoneNumber: '503-555-0142',
            nmls: '1234567',
            channel: 'RETAIL',
            licensedStates: ['CA', 'OR', 'WA'],
            enforceLicensedStatesForReferral: true,
          },
        }),
        [apiKey(identityApi.register)]: () => ({ body: { jwt: 'new-token' } }),
        [apiKey(identityApi.get)]: () => ({
          body: { aliases: [{ type: 'Phone', value: '2125550123' }] },
        }),
        [apiKey(registrationApi.abilityToStart)]: () => ({
          body: {
            canStartApplication: false,
            organizationsWithActiveApplication: [],
            reason: 'CONTACT_LOAN_OFFICER',
          },
        }),
      },
    });
    await screen.findByRole('region', { name: 'Your loan officer' });
    await user.type(screen.getByLabelText('Password'), 'Str0ng!Passw0rd');
    await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Passw0rd');
    const consents = within(screen.getByRole('group', { name: 'Agreements' }));
    await user.click(consents.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(
      consents.getByRole('checkbox', { name: /receive documents and notices electronically/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: /sign documents electronically/ }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(continueButton());
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Action Required: Contact Your Loan Officer' },
      { timeout: 4_000 },
    );
    expect(within(dialog).getByRole('link', { name: '503-555-0142' })).toHaveAttribute(
      'href',
      'tel:+15035550142',
    );
    expect(within(dialog).getByRole('link', { name: 'jordan.rivera@hearth.example' })).toHaveAttribute(
      'href',
      'mailto:jordan.rivera@hearth.example',
    );
  });
});
