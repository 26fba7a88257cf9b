import { endpointPath } from '@hearth/domain/api/endpoint';
import { passkeyApi } from '@hearth/domain/api/passkey-api';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';

// jsdom has no authenticator: the browser's prompt is stood in for.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const OPTIONS = `POST ${endpointPath(passkeyApi.registrationOptions)}`;
const REGISTER = `POST ${endpointPath(passkeyApi.register)}`;
const CREDENTIAL = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'YQ', transports: ['internal'] },
  clientExtensionResults: {},
};
const PASSKEY = {
  uuid: '2f1a7c1e-8d6b-4e0a-9b1f-3c2d4e5f6a7b',
  name: 'Work laptop',
  transports: ['internal'],
  counter: 0,
  backedUp: false,
  createdAt: '2026-11-26T08:00:00.000Z',
  lastUsedAt: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startRegistration).mockReset();
});

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, code: string) {
  await user.type(screen.getByLabelText('Passkey name'), name);
  await user.type(screen.getByLabelText('Authentication code'), code);
  await user.click(screen.getByRole('button', { name: 'Add passkey' }));
}

describe('AddPasskeyForm', () => {
  it('asks for a name and a code at the fields before the prompt', async () => {
    const sent = stubApi({});
    const user = userEvent.setup();
    renderPage(<AddPasskeyForm />);
    await user.click(screen.getByRole('button', { name: 'Add passkey' }));
    expect(await screen.findByText('Give the passkey a name')).toBeVisible();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it('registers the browser’s new passkey with its name and the code', async () => {
    const sent = stubApi({
      [OPTIONS]: [() => jsonResponse(200, { challenge: 'webauthn-challenge', rp: { name: 'Hearth' } })],
      [REGISTER]: [() => jsonResponse(201, PASSKEY)],
    });
    vi.mocked(startRegistration).mockResolvedValue(CREDENTIAL as never);
    const user = userEvent.setup();
    renderPage(<AddPasskeyForm />);
    await fill(user, 'Work laptop', '123456');
    expect(await screen.findByText('The passkey Work laptop is added.')).toBeVisible();
    expect(vi.mocked(startRegistration).mock.calls[0]?.[0].optionsJSON.challenge).toBe('webauthn-challenge');
    expect(sent[1]?.body).toEqual({ name: 'Work laptop', code: '123456', credential: CREDENTIAL });
    expect(screen.getByLabelText('Passkey name')).toHaveValue('');
  });

  it('says a refused code at the code field', async () => {
    stubApi({
      [OPTIONS]: [() => jsonResponse(200, { challenge: 'webauthn-challenge' })],
      [REGISTER]: [() => jsonResponse(403, { errors: ['The authentication code is not valid'] })],
    });
    vi.mocked(startRegistration).mockResolvedValue(CREDENTIAL as never);
    const user = userEvent.setup();
    renderPage(<AddPasskeyForm />);
    await fill(user, 'Work laptop', '000000');
    await waitFor(() =>
      expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('The authentication code is not valid')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
