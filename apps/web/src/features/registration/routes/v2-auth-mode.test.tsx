import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import type { AuthModeLookup } from '@hearth/domain/identity/auth-mode';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { loaderArgs } from '../../../test/loader-args.ts';
import { apiKey } from '../../../test/mock-api.ts';
import { makeCompleteData, renderRegister, seedRegisterData } from '../test/render-register.tsx';
import { loader as setPasswordLoader } from './v2-set-password.tsx';

const V2 = '/account/heloc/register-v2';
const HAND_OVER = `${endpointPath(authModeApi.externalState)}?state=signed.state`;
const counter = async () => within(await screen.findByTestId('step-counter')).getByRole('status');

function lookup(authMode: 'PASSWORD' | 'BROKER'): AuthModeLookup {
  const broker = authMode === 'BROKER';
  return {
    orgCode: 'hearth',
    mode: 'REGISTER',
    authMode,
    skipsContactInfo: broker,
    externalStateUrl: broker ? HAND_OVER : null,
  };
}

function renderInMode(authMode: 'PASSWORD' | 'BROKER', path: string) {
  return renderRegister(path, {
    data: makeCompleteData(),
    handlers: {
      [apiKey(authModeApi.lookup)]: () => ({ body: lookup(authMode) }),
      // A signed-in borrower's answers are saved as they go (save and resume).
      [apiKey(registrationApi.saveDraft)]: (request) => ({
        body: { ...(request.body as object), updatedAt: 'now' },
      }),
    },
  });
}

const signIn = () => window.localStorage.setItem('jwt', 'Bearer signed-in');

// The loaders fill the app's own query client; the lookup must not carry over from one test to the next.
beforeEach(() => queryClient.clear());

describe('REG-012 phone-and-email and the lender’s sign-in mode', { timeout: 20_000 }, () => {
  it('REG-012 PASSWORD mode shows phone-and-email and counts it', async () => {
    const user = userEvent.setup();
    const { location, requests } = renderInMode('PASSWORD', `${V2}/birthdate`);
    await screen.findByRole('heading', { level: 1, name: "What's your date of birth?" });
    expect(await counter()).toHaveTextContent('Step 5 of 7');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'How can we reach you?' });
    expect(location()).toBe(`${V2}/phone-and-email`);
    expect(await counter()).toHaveTextContent('Step 6 of 7');
    const asked = requests.filter((request) => request.url.startsWith(endpointPath(authModeApi.lookup)));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]?.url).toBe(`${endpointPath(authModeApi.lookup)}?orgCode=hearth&mode=REGISTER`);
  });

  it('REG-012 BROKER mode skips phone-and-email and the count drops by one', async () => {
    signIn();
    const user = userEvent.setup();
    const { location } = renderInMode('BROKER', `${V2}/birthdate`);
    await screen.findByRole('heading', { level: 1, name: "What's your date of birth?" });
    await waitFor(async () => expect(await counter()).toHaveTextContent('Step 5 of 6'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and agree' });
    expect(location()).toBe(`${V2}/set-password`);
    expect(await counter()).toHaveTextContent('Step 6 of 6');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `${V2}/birthdate`);
  });

  it.each([`${V2}?step=contact-info`, `${V2}/phone-and-email`])(
    'REG-012 BROKER mode: a direct visit to %s moves on to set-password',
    async (path) => {
      signIn();
      const { location } = renderInMode('BROKER', path);
      await screen.findByRole('heading', { level: 1, name: 'Review and agree' });
      await waitFor(() => expect(location()).toBe(`${V2}/set-password`));
      expect(screen.queryByRole('heading', { name: 'How can we reach you?' })).toBeNull();
    },
  );

  it('REG-012 PASSWORD mode: ?step=contact-info still opens phone-and-email', async () => {
    const { location } = renderInMode('PASSWORD', `${V2}?step=contact-info`);
    await screen.findByRole('heading', { level: 1, name: 'How can we reach you?' });
    expect(location()).toBe(`${V2}/phone-and-email`);
  });
});

describe('REG-012 BROKER mode when the broker profile lacks a mobile phone', { timeout: 20_000 }, () => {
  it('REG-012 shows phone-and-email to a signed-in borrower without one, so the submit can be answered', async () => {
    signIn();
    const { location } = renderRegister(`${V2}?step=contact-info`, {
      data: makeCompleteData({ phoneNumber: '' }),
      handlers: {
        [apiKey(authModeApi.lookup)]: () => ({ body: lookup('BROKER') }),
        [apiKey(registrationApi.saveDraft)]: (request) => ({
          body: { ...(request.body as object), updatedAt: 'now' },
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'How can we reach you?' });
    expect(location()).toBe(`${V2}/phone-and-email`);
    window.localStorage.clear();
  });
});

describe('REG-012 BROKER mode needs the identity broker’s sign-in for the submit', () => {
  function stubLookup(authMode: 'PASSWORD' | 'BROKER') {
    seedRegisterData(makeCompleteData());
    renderRegister('/not-rendered-here', {
      data: makeCompleteData(),
      handlers: { [apiKey(authModeApi.lookup)]: () => ({ body: lookup(authMode) }) },
    });
  }

  it('REG-012 sends a borrower who is not signed in to the external-state hand-over', async () => {
    stubLookup('BROKER');
    const answer = await setPasswordLoader(loaderArgs(`${V2}/set-password`, {}));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(HAND_OVER);
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('REG-012 keeps a signed-in borrower on set-password, and PASSWORD mode never hands over', async () => {
    stubLookup('BROKER');
    signIn();
    expect(await setPasswordLoader(loaderArgs(`${V2}/set-password`, {}))).toBeNull();
    window.localStorage.clear();
    queryClient.clear();
    stubLookup('PASSWORD');
    expect(await setPasswordLoader(loaderArgs(`${V2}/set-password`, {}))).toBeNull();
  });
});
