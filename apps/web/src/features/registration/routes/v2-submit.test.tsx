import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../../../test/console-guard.ts';
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
const REGISTER = apiKey(identityApi.register);
const IDENTITY = apiKey(identityApi.get);
const ALIAS = apiKey(identityApi.saveAlias);
const VERIFY = apiKey(registrationApi.abilityToStart);
const CREATE = apiKey(registrationApi.createHeloc);
const WAITLIST = apiKey(registrationApi.joinWaitlist);
const DISCARD_DRAFT = apiKey(registrationApi.discardDraft);

const withPhone = { aliases: [{ type: 'Phone', value: '2125550123' }] };

function happyHandlers(overrides: Record<string, (request: RecordedRequest) => unknown> = {}) {
  return {
    [REGISTER]: () => ({ body: { jwt: 'new-token' } }),
    [IDENTITY]: () => ({ body: withPhone }),
    [VERIFY]: () => ({ body: { canStartApplication: true, organizationsWithActiveApplication: [] } }),
    [CREATE]: () => ({ status: 201, body: { uuid: UUID, loanNumber: 'HL-1' } }),
    [DISCARD_DRAFT]: () => new Response(null, { status: 204 }),
    ...overrides,
  } as Parameters<typeof renderRegister>[1] extends { handlers?: infer H } ? H : never;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Password'), 'Str0ng!Passw0rd');
  await user.type(screen.getByLabelText('Confirm password'), 'Str0ng!Passw0rd');
  const consents = within(screen.getByRole('group', { name: 'Agreements' }));
  await user.click(consents.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
  await user.click(consents.getByRole('checkbox', { name: /receive documents and notices electronically/ }));
  await agreeToRegulatoryConsents(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** DESIGN.md regulatory content: E-SIGN and the FCRA soft-pull 'I agree'. */
async function agreeToRegulatoryConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /sign documents electronically/ }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
}

const calls = (requests: RecordedRequest[]) =>
  requests
    .map((request) => `${request.method} ${request.url.split('?')[0]}`)
    .filter((call) => [REGISTER, IDENTITY, ALIAS, VERIFY, CREATE, WAITLIST].includes(call));

describe('REG-034…042 the submit sequence', { timeout: 20_000 }, () => {
  it('registers, checks, creates with an Idempotency-Key, shows the loading screen and opens the offers page', async () => {
    const user = userEvent.setup();
    const { requests, location } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers(),
    });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('register-loading')).toHaveTextContent('Creating your account…');
    // Four calls and the loading screen's least showing: room for a busy machine.
    await waitFor(() => expect(location()).toBe(`/account/heloc/${UUID}/product/select`), {
      timeout: 10_000,
    });
    expect(calls(requests)).toEqual([REGISTER, IDENTITY, VERIFY, CREATE]);
    const register = requests.find((request) => request.url.startsWith(endpointPath(identityApi.register)));
    expect(register?.url).toBe(`${endpointPath(identityApi.register)}?organization=hearth`);
    expect(register?.body).toEqual({
      email: 'pat@hearth.test',
      password: 'Str0ng!Passw0rd',
      phoneNumber: '2125550123',
    });
    const create = requests.find((request) =>
      request.url.startsWith(endpointPath(registrationApi.createHeloc)),
    );
    expect(create?.url).toBe(`${endpointPath(registrationApi.createHeloc)}?state=CA`);
    expect(create?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(create?.headers.get('authorization')).toBe('Bearer new-token');
    expect(create?.body).toMatchObject({
      profileRequest: {
        name: { firstName: 'Pat', lastName: 'Lee' },
        dob: '1980-05-15',
        email: 'pat@hearth.test',
      },
      propertyRequest: {
        address: { street1: '123 MAIN ST', state: 'CA', zip: '95814' },
        occupancyType: 'HOME',
      },
      propertyListedForSale: false,
      income: { incomePrimary: 120_000, incomeOther: 0, incomeCoDeeders: [] },
      employmentType: 'FULL_TIME',
      // DESIGN.md: E-SIGN and the FCRA soft-pull consent travel with the registration ones.
      consentRequests: [
        { type: 'TERMS_AND_PRIVACY' },
        { type: 'ELECTRONIC_COMMUNICATIONS' },
        { type: 'E_SIGN' },
        { type: 'SOFT_CREDIT' },
      ],
    });
    expect(window.localStorage.getItem('jwt')).toBe('Bearer new-token');
    expect(readStoredData()).toBeNull();
  });

  it('waits out a busy server (503 + Retry-After), saying so, and retries the create with the same key', async () => {
    const user = userEvent.setup();
    let creates = 0;
    const { requests, location } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers({
        [CREATE]: () => {
          creates += 1;
          return creates === 1
            ? { status: 503, body: { errors: ['busy'] }, headers: { 'retry-after': '1' } }
            : { status: 201, body: { uuid: UUID, loanNumber: 'HL-1' } };
        },
      }),
    });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('register-loading')).toHaveTextContent(
      'Many people are applying right now. We’ll try again in 1 second, so please keep this page open.',
    );
    await waitFor(() => expect(location()).toBe(`/account/heloc/${UUID}/product/select`), { timeout: 6_000 });
    const keys = requests
      .filter((request) => request.url.startsWith(endpointPath(registrationApi.createHeloc)))
      .map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('saves the phone when the identity has none (REG-037)', async () => {
    const user = userEvent.setup();
    const { requests, location } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers({
        [IDENTITY]: () => ({ body: { aliases: [] } }),
        [ALIAS]: () => ({ body: {} }),
      }),
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toContain('/product/select'), { timeout: 4_000 });
    expect(calls(requests)).toEqual([REGISTER, IDENTITY, ALIAS, VERIFY, CREATE]);
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      type: 'Phone',
      value: '2125550123',
    });
  });

  it('keeps one Idempotency-Key for a retried submit; a signed-in user gives no password (REG-014)', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    window.localStorage.setItem('jwt', 'Bearer signed-in');
    const { requests, location } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers({
        [REGISTER]: () => ({ status: 409, body: { errors: ['identity exists'] } }),
        [CREATE]: () => {
          attempts += 1;
          return attempts === 1
            ? { status: 503, body: { errors: ['Service unavailable'] } }
            : { status: 201, body: { uuid: UUID } };
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and agree' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    const consents = within(await screen.findByRole('group', { name: 'Agreements' }));
    await user.click(consents.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
    await user.click(
      consents.getByRole('checkbox', { name: /receive documents and notices electronically/ }),
    );
    await agreeToRegulatoryConsents(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent('Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toContain('/product/select'), { timeout: 4_000 });
    const keys = requests.filter((request) => request.method === 'POST' && request.url.includes('/helocs'));
    expect(keys).toHaveLength(2);
    expect(keys[0]?.headers.get('idempotency-key')).toBe(keys[1]?.headers.get('idempotency-key'));
    expect(calls(requests)).not.toContain(REGISTER);
  });

  it('shows Account Already Exists with a login link when the identity exists (REG-050)', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers({ [REGISTER]: () => ({ status: 409, body: { errors: ['identity exists'] } }) }),
    });
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: 'Account Already Exists' }, { timeout: 3_000 });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(calls(requests)).toEqual([REGISTER]);
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it.each([
    [undefined, 'Active application already exists.'],
    ['RECENT_HELOC', 'It looks like you have received a HELOC from us within the last 45 days.'],
    ['CONTACT_LOAN_OFFICER', 'Action Required: Contact Your Loan Officer'],
  ])('cannot start (reason %s) → "%s" and no application (REG-047…053)', async (reason, title) => {
    const user = userEvent.setup();
    const { requests } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers({
        [VERIFY]: () => ({
          body: { canStartApplication: false, organizationsWithActiveApplication: ['hearth'], reason },
        }),
      }),
    });
    await fillAndSubmit(user);
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 3_000 });
    expect(within(dialog).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard');
    expect(calls(requests)).not.toContain(CREATE);
  });

  it('logs another register failure and sends the visitor to the dashboard (ERR-011/012)', async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    const { location, requests } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers({ [REGISTER]: () => ({ status: 500, body: { errors: ['Boom'] } }) }),
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).not.toBe(SET_PASSWORD), { timeout: 4_000 });
    expect(location()).toMatch(/^\/(dashboard|auth\/login)/);
    expect(calls(requests)).toEqual([REGISTER]);
  });

  it("stays with the message when it starts with 'we do not currently offer loans in' (ERR-012)", async () => {
    allowConsoleErrors();
    const user = userEvent.setup();
    const { location } = renderRegister(SET_PASSWORD, {
      data: makeCompleteData(),
      handlers: happyHandlers({
        [REGISTER]: () => ({ status: 400, body: { errors: ['We do not currently offer loans in NV'] } }),
      }),
    });
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
      'We do not currently offer loans in NV',
    );
    expect(location()).toBe(SET_PASSWORD);
  });

  it.each([
    [
      'an unsupported state',
      makeCompleteData({
        propertyAddress: {
          street1: '1 ELM ST',
          street2: '',
          city: 'AUSTIN',
          state: 'TX',
          zip: '73301',
          occupancyType: 'HOME',
        },
      }),
      '/waitlist',
      "You're on our waitlist",
    ],
    ['an excluded zip', makeCompleteData(), '/waitlist', "You're on our waitlist"],
    ['utm_source=cloc', makeCompleteData({ utmSource: 'cloc' }), '/marketing-waitlist', "You're on the list"],
  ])('waitlists %s before registering (REG-043…046, RTE-016)', async (name, data, target, heading) => {
    const user = userEvent.setup();
    const org =
      name === 'an excluded zip'
        ? makeRegisterOrg(true, { heloc: { excludedZips: ['95814'] } })
        : makeRegisterOrg();
    const { requests, location } = renderRegister(SET_PASSWORD, {
      data,
      org,
      handlers: happyHandlers({ [WAITLIST]: () => ({ body: {} }) }),
    });
    await fillAndSubmit(user);
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 4_000 });
    expect(location()).toBe(target);
    expect(calls(requests)).toEqual([WAITLIST]);
    expect(
      requests.find((request) => request.url === endpointPath(registrationApi.joinWaitlist))?.body,
    ).toMatchObject({
      firstName: 'Pat',
      lastName: 'Lee',
      dob: '1980-05-15',
      email: 'pat@hearth.test',
      income: 120_000,
      state: data.propertyAddress.state,
      consent: true,
    });
  });

  it('RTE-033: utm_source=cloc on the address marks a crypto HELOC: the submit goes to the marketing waitlist', async () => {
    const user = userEvent.setup();
    const { requests, location } = renderRegister(`${SET_PASSWORD}?utm_source=cloc`, {
      data: makeCompleteData(),
      handlers: happyHandlers({ [WAITLIST]: () => ({ body: {} }) }),
    });
    await fillAndSubmit(user);
    await screen.findByRole('heading', { level: 1, name: "You're on the list" }, { timeout: 4_000 });
    expect(location()).toBe('/marketing-waitlist');
    expect(calls(requests)).toEqual([WAITLIST]);
  });
});
