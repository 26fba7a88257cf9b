import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { SignInFlow } from './sign-in-flow.tsx';

const LOGIN = endpointPath(opsApi.login);
const SECOND_FACTOR = endpointPath(staffApi.secondFactor);
const ENROL = endpointPath(staffApi.startEnrolment);
const CONFIRM = endpointPath(staffApi.confirmEnrolment);
const CHALLENGE = 'challenge-abcdefghijklmnop';
const SIGNED_IN = {
  uuid: '7b0f4a52-54a8-4d3e-9d7c-2a3e1c9f0a11',
  jwt: 'aaa.bbb.ccc',
  email: 'ops@hearth.test',
  role: 'ADMIN',
};

/** Answers each call by its path, recording what was sent. */
function stubApi(answers: Record<string, Array<() => Response>>) {
  const sent: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0] ?? url;
      sent.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path]?.shift();
      return answer ? answer() : jsonResponse(500, { errors: [`no answer for ${path}`] });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ops@hearth.test');
  await user.type(screen.getByLabelText('Password'), 'hearth-ops-sandbox');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('SignInFlow', () => {
  it('checks the fields before sending anything', async () => {
    const sent = stubApi({});
    const user = userEvent.setup();
    renderPage(<SignInFlow onSignedIn={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(/required|valid email/i)).not.toHaveLength(0);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the server message for wrong credentials', async () => {
    stubApi({ [LOGIN]: [() => jsonResponse(401, { errors: ['Invalid email or password'] })] });
    const user = userEvent.setup();
    renderPage(<SignInFlow onSignedIn={() => {}} />);
    await enterPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('signs in with a code: password, then "Authentication code", then the token is kept', async () => {
    const sent = stubApi({
      [LOGIN]: [() => jsonResponse(200, { challenge: CHALLENGE, secondFactor: 'CODE' })],
      [SECOND_FACTOR]: [
        () => jsonResponse(401, { errors: ['The authentication code is not valid'] }),
        () => jsonResponse(200, SIGNED_IN),
      ],
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderPage(<SignInFlow onSignedIn={onSignedIn} />);
    await enterPassword(user);
    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The authentication code is not valid')).toBeVisible();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(getToken()).toBe('Bearer aaa.bbb.ccc');
    expect(sent.at(-1)).toEqual({
      path: SECOND_FACTOR,
      body: { challenge: CHALLENGE, code: '123456' },
    });
  });

  it('refuses a malformed code at the field without sending it', async () => {
    const sent = stubApi({
      [LOGIN]: [() => jsonResponse(200, { challenge: CHALLENGE, secondFactor: 'CODE' })],
    });
    const user = userEvent.setup();
    renderPage(<SignInFlow onSignedIn={() => {}} />);
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code or a recovery code')).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  it('a lock after too many wrong codes goes back to the password with the server message', async () => {
    const locked =
      'Too many failed log-in attempts. This account is locked for 15 minutes; please try again later.';
    stubApi({
      [LOGIN]: [() => jsonResponse(200, { challenge: CHALLENGE, secondFactor: 'CODE' })],
      [SECOND_FACTOR]: [() => jsonResponse(401, { errors: [locked] })],
    });
    const user = userEvent.setup();
    renderPage(<SignInFlow onSignedIn={() => {}} />);
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(locked)).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('an expired challenge goes back to the password with the server message', async () => {
    stubApi({
      [LOGIN]: [() => jsonResponse(200, { challenge: CHALLENGE, secondFactor: 'CODE' })],
      [SECOND_FACTOR]: [
        () => jsonResponse(401, { errors: ['Your sign-in expired; enter your e-mail and password again'] }),
      ],
    });
    const user = userEvent.setup();
    renderPage(<SignInFlow onSignedIn={() => {}} />);
    await enterPassword(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Your sign-in expired; enter your e-mail and password again'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeVisible();
  });

  it('enrols a first authenticator: QR code and secret, a code, then the recovery codes once saved', async () => {
    const codes = Array.from(
      { length: 10 },
      (_, index) => `abcd-efgh-ijkl-mn${String.fromCharCode(97 + index)}p`,
    );
    stubApi({
      [LOGIN]: [() => jsonResponse(200, { challenge: CHALLENGE, secondFactor: 'ENROL' })],
      [ENROL]: [
        () =>
          jsonResponse(200, {
            otpauthUri: 'otpauth://totp/Hearth:ops@hearth.test?secret=JBSWY3DPEHPK3PXP',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
            secret: 'JBSWY3DPEHPK3PXP',
          }),
      ],
      [CONFIRM]: [() => jsonResponse(200, { ...SIGNED_IN, recoveryCodes: codes })],
    });
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderPage(<SignInFlow onSignedIn={onSignedIn} />);
    await enterPassword(user);
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const next = screen.getByRole('button', { name: 'Continue to the console' });
    expect(next).toBeDisabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(next);
    expect(onSignedIn).toHaveBeenCalledOnce();
    expect(getToken()).toBe('Bearer aaa.bbb.ccc');
  });
});
