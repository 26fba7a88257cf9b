import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { consentApi, registrationApi } from '@hearth/domain/api/registration-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '../../../test/console-guard.ts';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import type { RecordedRequest } from '../../../test/mock-api.ts';
import { apiKey } from '../../../test/mock-api.ts';
import {
  makeCompleteData,
  makeRegisterOrg,
  readStoredData,
  renderRegister,
} from '../test/render-register.tsx';

const SET_PASSWORD = '/account/heloc/register-v2/set-password';
const UUID = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';
const SMS_UUID = '0b6f6c1e-1c2d-5e3f-8a4b-5c6d7e8f9a0b';
const TRANSACTIONAL_UUID = '1c7a7d2f-2d3e-5f4a-9b5c-6d7e8f9a0b1c';
const PUBLIC_PROMPT = consentApi.prompt;
const SECURE_PROMPT = consentApi.securePrompt;
const SAVE = apiKey(consentApi.saveSms);
const CREATE = apiKey(registrationApi.createHeloc);

function prompt(type: 'SMS' | 'SMS_TRANSACTIONAL') {
  const isSms = type === 'SMS';
  return {
    uuid: isSms ? SMS_UUID : TRANSACTIONAL_UUID,
    type,
    verbiage: `I agree to ${isSms ? 'marketing' : 'application'} texts. See our Privacy Policy and Terms of Service.`,
    resources: [
      { type: 'TITLE', name: 'Title', value: isSms ? 'Text message offers' : 'Texts about my application' },
      { type: 'SECONDARY_VERBIAGE', name: 'Secondary verbiage', value: 'Reply STOP to cancel.' },
      { type: 'LINK', name: 'Privacy Policy', value: '/privacy' },
      { type: 'LINK', name: 'Terms of Service', value: 'https://lender.example/sms-terms' },
    ],
  };
}

const promptHandlers = (endpoint: typeof PUBLIC_PROMPT | typeof SECURE_PROMPT) => ({
  [apiKey(endpoint, { type: 'SMS' })]: () => ({ body: prompt('SMS') }),
  [apiKey(endpoint, { type: 'SMS_TRANSACTIONAL' })]: () => ({ body: prompt('SMS_TRANSACTIONAL') }),
});

const submitHandlers = {
  [apiKey(identityApi.register)]: () => ({ body: { jwt: 'new-token' } }),
  [apiKey(identityApi.get)]: () => ({
    body: { aliases: [{ type: 'Phone', value: '2125550123' }] },
  }),
  [apiKey(registrationApi.abilityToStart)]: () => ({
    body: { canStartApplication: true, organizationsWithActiveApplication: [] },
  }),
  [CREATE]: () => ({ status: 201, body: { uuid: UUID, loanNumber: 'HL-1' } }),
};

const withTransactional = makeRegisterOrg(true, {
  companyInfo: {
    publicFeatureToggles: { 'fe-heloc-redesign-2025': true, 'fe-heloc-sms-transactional-consent': true },
  },
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Password'), 'Str0ng!Passw0rd');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Passw0rd');
  const consents = within(screen.getByRole('group', { name: 'Agreements' }));
  await user.click(consents.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
  await user.click(consents.getByRole('checkbox', { name: /receive documents and notices electronically/ }));
  await user.click(screen.getByRole('checkbox', { name: /sign documents electronically/ }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
}

const callOrder = (requests: RecordedRequest[]) =>
  requests
    .map((request) => `${request.method} ${request.url.split('?')[0]}`)
    .filter((call) => [CREATE, SAVE].includes(call));

describe('REG-033 the SMS consents show their consent prompt', { timeout: 20_000 }, () => {
  it('labels the checkbox with the title and verbiage, links the policies, and reads the small print', async () => {
    renderRegister(SET_PASSWORD, { data: makeCompleteData(), handlers: promptHandlers(PUBLIC_PROMPT) });
    const checkbox = await screen.findByRole('checkbox', { name: /Text message offers/ });
    expect(checkbox).toHaveAccessibleName(expect.stringContaining('I agree to marketing texts.'));
    expect(checkbox).toHaveAccessibleDescription('Reply STOP to cancel.');
    expect(checkbox).not.toBeChecked();
    const label = checkbox.closest('div')?.parentElement as HTMLElement;
    expect(within(label).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(label).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://lender.example/sms-terms',
    );
    // VAL-029, ORG-043: SMS transactional is behind fe-heloc-sms-transactional-consent (off here).
    expect(screen.queryByRole('checkbox', { name: /Texts about my application/ })).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('shows the transactional consent with its own prompt when the flag is on (ORG-043)', async () => {
    renderRegister(SET_PASSWORD, {
      org: withTransactional,
      data: makeCompleteData(),
      handlers: promptHandlers(PUBLIC_PROMPT),
    });
    expect(await screen.findByRole('checkbox', { name: /Texts about my application/ })).toBeInTheDocument();
  });

  it('asks the signed-in base once the borrower is signed in (API-053)', async () => {
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    const { requests } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: promptHandlers(SECURE_PROMPT),
    });
    expect(await screen.findByRole('checkbox', { name: /Text message offers/ })).toBeInTheDocument();
    const publicPrompts = ['SMS', 'SMS_TRANSACTIONAL'].map((type) => endpointPath(PUBLIC_PROMPT, { type }));
    expect(requests.some((request) => publicPrompts.includes(request.url))).toBe(false);
  });

  it('offers no SMS consent when its prompt cannot be read: a consent needs its words', async () => {
    renderRegister(SET_PASSWORD, { data: makeCompleteData() });
    await screen.findByRole('group', { name: 'Agreements' });
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(4));
    expect(screen.queryByRole('checkbox', { name: /text/i })).toBeNull();
  });
});

describe('REG-040 submit step 6 saves the SMS consents', { timeout: 20_000 }, () => {
  it('after the create, with each prompt uuid and the answer, then routes on', async () => {
    const user = userEvent.setup();
    const { requests, location } = renderRegister(SET_PASSWORD, {
      org: withTransactional,
      data: makeCompleteData(),
      handlers: {
        ...promptHandlers(PUBLIC_PROMPT),
        ...submitHandlers,
        [SAVE]: () => ({ status: 201, body: { consents: [] } }),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /Text message offers/ }));
    await screen.findByRole('checkbox', { name: /Texts about my application/ });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(`/account/heloc/${UUID}/product/select`), { timeout: 4_000 });
    expect(callOrder(requests)).toEqual([CREATE, SAVE]);
    const save = requests.find((request) => `${request.method} ${request.url}` === SAVE);
    expect(save?.headers.get('authorization')).toBe('Bearer new-token');
    expect(save?.body).toEqual({
      applicationUuid: UUID,
      consents: [
        { type: 'SMS', promptUuid: SMS_UUID, accepted: true },
        { type: 'SMS_TRANSACTIONAL', promptUuid: TRANSACTIONAL_UUID, accepted: false },
      ],
    });
  });

  it('a failed save is logged (ERR-036) and does not hold the borrower back', async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    const { requests, location } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: {
        ...promptHandlers(PUBLIC_PROMPT),
        ...submitHandlers,
        [SAVE]: () => ({ status: 500, body: { errors: ['Boom'] } }),
      },
    });
    await screen.findByRole('checkbox', { name: /Text message offers/ });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(`/account/heloc/${UUID}/product/select`), { timeout: 4_000 });
    expect(callOrder(requests)).toEqual([CREATE, SAVE]);
    expect(
      vi
        .mocked(console.error)
        .mock.calls.some((call) => String(call[0]).includes('[hearth] SMS consents not saved')),
    ).toBe(true);
    expect(readStoredData()).toBeNull();
  });

  it('saves nothing when no SMS prompt was shown', async () => {
    const user = userEvent.setup();
    const { requests, location } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: submitHandlers,
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toContain('/product/select'), { timeout: 4_000 });
    expect(callOrder(requests)).toEqual([CREATE]);
  });
});
