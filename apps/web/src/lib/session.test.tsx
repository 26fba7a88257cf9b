import { identityApi, identityBrokerApi } from '@hearth/domain/api/identity-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKey, mockApi, TEST_PROFILE } from '../test/mock-api.ts';
import { renderWithProviders } from '../test/render.tsx';
import { registerNavigator } from './navigation.ts';
import { createQueryClient } from './query-client.ts';
import { type Session, useSession } from './session.tsx';

let session: Session;
function Probe() {
  session = useSession();
  return <p>{session.status}</p>;
}

const navigate = vi.fn();
beforeEach(() => {
  navigate.mockClear();
  registerNavigator(navigate);
});

describe('RTE-026 session status', () => {
  it('is anonymous without a token', () => {
    mockApi();
    renderWithProviders(<Probe />);
    expect(screen.getByText('anonymous')).toBeInTheDocument();
  });

  it('loads the profile for a stored token; a borrower is neither signer nor broker', async () => {
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi({ [apiKey(profileApi.get)]: () => ({ body: TEST_PROFILE }) });
    renderWithProviders(<Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('authenticated')).toBeInTheDocument();
    expect(session.profile?.uuid).toBe(TEST_PROFILE.uuid);
    expect(session.isBroker).toBe(false);
    expect(session.isAdditionalSigner).toBe(false);
  });

  it('asks the identity whether an additional signer is also a broker (ORG-017)', async () => {
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi({
      [apiKey(profileApi.get)]: () => ({ body: { ...TEST_PROFILE, type: 'CO_DEEDER' } }),
      [apiKey(identityApi.profile)]: () => ({ body: { uuid: 'i-1', isBroker: true } }),
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(session.isBroker).toBe(true));
    expect(session.isAdditionalSigner).toBe(true);
  });

  it('counts a stored token as signed in when the profile lookup fails for another reason', async () => {
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi({ [apiKey(profileApi.get)]: () => ({ status: 500, body: { errors: ['down'] } }) });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('authenticated')).toBeInTheDocument();
  });
});

describe('logout (CND-040)', () => {
  it.each([
    [{ body: { redirect: '/auth/login?bye=1' } }, '/auth/login?bye=1'],
    [{ body: { redirect: 'https://evil.example' } }, '/auth/login'],
    [{ status: 500, body: { errors: ['x'] } }, '/auth/login'],
  ])('answer %j → clears the token and goes to %s', async (reply, target) => {
    window.localStorage.setItem('jwt', 'Bearer t');
    const { requests } = mockApi({
      [apiKey(identityBrokerApi.logout, { audience: 'customer' })]: () => reply,
    });
    renderWithProviders(<Probe />);
    await screen.findByText('authenticated');
    await act(() => session.logout());
    expect(requests.at(-1)?.headers.get('authorization')).toBe('Bearer t');
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(navigate).toHaveBeenCalledWith(target, { replace: true });
    await waitFor(() => expect(screen.getByText('anonymous')).toBeInTheDocument());
  });
});

describe('API-009 query defaults', () => {
  it('never retries or refetches on focus, mount or reconnect', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
  });
});
