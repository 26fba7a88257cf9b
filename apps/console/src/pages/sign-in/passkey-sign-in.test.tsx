import { endpointPath } from '@hearth/domain/api/endpoint';
import { passkeyApi } from '@hearth/domain/api/passkey-api';
import { PASSKEY_MESSAGES } from '@hearth/domain/ops/staff-passkey';
import { startAuthentication } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_CANCELLED_MESSAGE } from '../../lib/webauthn-error.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';

// jsdom has no authenticator: the browser's prompt is stood in for.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const OPTIONS = `POST ${endpointPath(passkeyApi.loginOptions)}`;
const LOGIN = `POST ${endpointPath(passkeyApi.login)}`;
const CHALLENGE = 'challenge-abcdefghijklmnop';
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'c2ln', userHandle: 'dQ' },
  clientExtensionResults: {},
};
const SIGNED_IN = {
  uuid: '7b0f4a52-54a8-4d3e-9d7c-2a3e1c9f0a11',
  jwt: 'aaa.bbb.ccc',
  email: 'ops@hearth.test',
  role: 'ADMIN',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
});

function renderPasskeySignIn() {
  const onSignedIn = vi.fn();
  const onChallengeGone = vi.fn();
  renderPage(
    <PasskeySignIn challenge={CHALLENGE} onSignedIn={onSignedIn} onChallengeGone={onChallengeGone} />,
  );
  return { onSignedIn, onChallengeGone };
}

describe('PasskeySignIn', () => {
  it("passes the server's options to the browser and signs in with its assertion", async () => {
    const sent = stubApi({
      [OPTIONS]: [() => jsonResponse(200, { challenge: 'webauthn-challenge', allowCredentials: [] })],
      [LOGIN]: [() => jsonResponse(200, SIGNED_IN)],
    });
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    const { onSignedIn } = renderPasskeySignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SIGNED_IN));
    expect(vi.mocked(startAuthentication).mock.calls[0]?.[0].optionsJSON.challenge).toBe(
      'webauthn-challenge',
    );
    expect(sent.map((call) => call.body)).toEqual([
      { challenge: CHALLENGE },
      { challenge: CHALLENGE, credential: ASSERTION },
    ]);
  });

  it('says so when the account has no passkey (409)', async () => {
    stubApi({ [OPTIONS]: [() => jsonResponse(409, { errors: [PASSKEY_MESSAGES.none] })] });
    renderPasskeySignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.none);
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it('says no passkey was used when the prompt is closed, and sends nothing more', async () => {
    const sent = stubApi({ [OPTIONS]: [() => jsonResponse(200, { challenge: 'webauthn-challenge' })] });
    vi.mocked(startAuthentication).mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const { onSignedIn } = renderPasskeySignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_CANCELLED_MESSAGE);
    expect(sent).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('goes back to the password when the challenge expired', async () => {
    stubApi({ [OPTIONS]: [() => jsonResponse(401, { errors: ['The sign-in expired; start again'] })] });
    const { onChallengeGone } = renderPasskeySignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(onChallengeGone).toHaveBeenCalledWith('The sign-in expired; start again'));
  });
});
