import { signerApi } from '@hearth/domain/api/signer-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { makeSigner, renderSignerPage, setupSignerServer, signerPath } from '../../../test/signer-server.tsx';
import { Component } from './resume.tsx';

vi.setConfig({ testTimeout: 20_000 });

const TOKEN = 'a'.repeat(43);
const current = { signer: makeSigner() };
const summary = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@hearth.test',
  borrowerName: 'Ada Lovelace',
  lenderName: 'Hearth Home Lending',
  hasAccount: false,
  expiresAt: '2026-11-27T10:00:00.000Z',
};
const accepted: unknown[] = [];
const server = setupSignerServer(
  current,
  http.post(signerPath(signerApi.lookupInvitation), () => HttpResponse.json(summary)),
  http.post(signerPath(signerApi.acceptInvitation), async ({ request }) => {
    accepted.push(await request.json());
    return HttpResponse.json({
      jwt: 'header.payload.signature',
      applicationUuid: current.signer.applicationUuid,
    });
  }),
);

describe('heloc-signer/resume', () => {
  it('SGN-001: an invitation link shows who invites, asks a new owner for a password twice, then signs them in', async () => {
    const user = userEvent.setup({ delay: null });
    renderSignerPage(Component, 'resume', `?token=${TOKEN}`, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Grace' })).toBeInTheDocument();
    expect(
      screen.getByText(/Ada Lovelace has applied for a home equity line of credit with Hearth Home Lending/),
    ).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('Password is not strong enough')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse-42!');
    await user.type(screen.getByLabelText('Confirm password'), 'Correct-Horse-42!');
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByText('now at /heloc-signer/intro')).toBeInTheDocument();
    expect(accepted).toEqual([{ token: TOKEN, password: 'Correct-Horse-42!' }]);
    expect(window.localStorage.getItem('jwt')).toBe('Bearer header.payload.signature');
  });

  it('SGN-002: an owner with an account gives their own password', async () => {
    server.use(
      http.post(signerPath(signerApi.lookupInvitation), () =>
        HttpResponse.json({ ...summary, hasAccount: true }),
      ),
    );
    renderSignerPage(Component, 'resume', `?token=${TOKEN}`, false);
    expect(await screen.findByRole('heading', { name: 'Sign in to accept' })).toBeInTheDocument();
    expect(
      screen.getByText('You already have an account with grace@hearth.test. Enter its password to accept.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
  });

  it('SGN-001: a used or expired link says so, with the way to the login', async () => {
    server.use(
      http.post(signerPath(signerApi.lookupInvitation), () =>
        HttpResponse.json(
          { errors: ['This invitation link has expired. Please ask the borrower to send you a new one.'] },
          { status: 409 },
        ),
      ),
    );
    renderSignerPage(Component, 'resume', `?token=${TOKEN}`, false);
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has expired');
    expect(screen.getByRole('link', { name: 'Go to the signer login' })).toHaveAttribute(
      'href',
      '/heloc-signer/login',
    );
  });

  it('SGN-003: without a link a signed-in signer resumes where they left off; a visitor goes to the login', async () => {
    current.signer = makeSigner({ identityUploaded: true });
    renderSignerPage(Component, 'resume');
    expect(await screen.findByText('now at /heloc-signer/sign')).toBeInTheDocument();
    current.signer = makeSigner();
  });

  it('SGN-008: a visitor without a link goes to the signer login', async () => {
    renderSignerPage(Component, 'resume', '', false);
    await waitFor(() => expect(screen.getByText('now at /heloc-signer/login')).toBeInTheDocument());
  });
});
