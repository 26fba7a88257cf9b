import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { readInvitationToken } from './invitation-page.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('readInvitationToken', () => {
  it('reads the token from the fragment only', () => {
    expect(readInvitationToken('#token=abcdefghijklmnop_-')).toBe('abcdefghijklmnop_-');
    expect(readInvitationToken('')).toBeNull();
  });
});

describe('SetPasswordForm', () => {
  it('checks the length at the field before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<SetPasswordForm token={'t'.repeat(20)} onSignedIn={() => {}} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('Use at least 12 characters')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's password policy at the field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(400, { errors: ['This password is too common; choose another'] })),
    );
    const user = userEvent.setup();
    renderPage(<SetPasswordForm token={'t'.repeat(20)} onSignedIn={() => {}} />);
    await user.type(screen.getByLabelText('New password'), 'password123456');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('This password is too common; choose another')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('an expired invitation (409) is said above the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(409, { errors: ['This invitation has expired; ask your administrator for a new one'] }),
      ),
    );
    const user = userEvent.setup();
    renderPage(<SetPasswordForm token={'t'.repeat(20)} onSignedIn={() => {}} />);
    await user.type(screen.getByLabelText('New password'), 'a long and fine passphrase');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired; ask your administrator for a new one',
    );
  });

  it('accepts, then starts the sign-in with the new password', async () => {
    const answers = [
      jsonResponse(201, {
        uuid: '55555555-5555-4555-8555-555555555555',
        email: 'new@hearth.test',
        role: 'PROCESSOR',
        orgCodes: [],
        active: true,
        secondFactorEnrolled: false,
        createdAt: '2026-11-26T07:00:00.000Z',
      }),
      jsonResponse(200, { challenge: 'c'.repeat(24), secondFactor: 'ENROL' }),
    ];
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => answers.shift() ?? jsonResponse(500, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSignedIn = vi.fn();
    const user = userEvent.setup();
    renderPage(<SetPasswordForm token={'t'.repeat(20)} onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('New password'), 'a long and fine passphrase');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('c'.repeat(24), 'ENROL'));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1].body))).toEqual({
      email: 'new@hearth.test',
      password: 'a long and fine passphrase',
    });
  });
});
