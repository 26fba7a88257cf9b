import { identityApi } from '@hearth/domain/api/identity-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { isToggleShortcut } from '../hooks/use-toggle-shortcut.ts';
import { isDevToolbarEnabled } from '../is-dev-toolbar-enabled.ts';
import { DevToolbar } from './dev-toolbar.tsx';

const toolbar = () => screen.queryByRole('complementary', { name: 'Developer login' });
const pressShortcut = () =>
  fireEvent.keyDown(window, { code: 'KeyX', key: '˛', shiftKey: true, altKey: true });

describe('ORG-025 Shift+Alt+X toggles the developer toolbar', () => {
  it('opens and closes it', () => {
    mockApi();
    renderWithProviders(<DevToolbar />);
    expect(toolbar()).toBeNull();
    pressShortcut();
    expect(toolbar()).toBeInTheDocument();
    pressShortcut();
    expect(toolbar()).toBeNull();
  });

  it.each([
    [{ code: 'KeyX', shiftKey: true, altKey: true }, true],
    [{ code: 'KeyX', shiftKey: true, altKey: false }, false],
    [{ code: 'KeyX', shiftKey: false, altKey: true }, false],
    [{ code: 'KeyX', shiftKey: true, altKey: true, ctrlKey: true }, false],
    [{ code: 'KeyY', shiftKey: true, altKey: true }, false],
  ])('%j is the shortcut: %s', (init, expected) => {
    expect(isToggleShortcut(new KeyboardEvent('keydown', init))).toBe(expected);
  });
});

describe('ORG-024 developer login', () => {
  it('exists outside production only, unless a build opts in', () => {
    expect(isDevToolbarEnabled({ PROD: false })).toBe(true);
    expect(isDevToolbarEnabled({ PROD: true })).toBe(false);
    expect(isDevToolbarEnabled({ PROD: true, VITE_HEARTH_DEV_TOOLBAR: 'true' })).toBe(true);
  });

  it('logs in with a pasted jwt', async () => {
    mockApi();
    renderWithProviders(<DevToolbar initiallyOpen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'jwt' }), 'abc.def.ghi');
    await userEvent.click(screen.getByRole('button', { name: 'Use jwt' }));
    expect(await screen.findByText('Logged in.')).toBeInTheDocument();
    expect(window.localStorage.getItem('jwt')).toBe('Bearer abc.def.ghi');
  });

  it('ERR-028: a refused jwt shows the message and leaves no token', async () => {
    mockApi({
      [apiKey(profileApi.get)]: () => ({ status: 401, body: { errors: ['unauthenticated'] } }),
    });
    renderWithProviders(<DevToolbar initiallyOpen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'jwt' }), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Use jwt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something unexpected happened logging you in',
    );
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('logs in with email and password', async () => {
    const { requests } = mockApi({
      [apiKey(identityApi.login)]: () => ({ body: { uuid: 'u', jwt: 'raw-token' } }),
    });
    renderWithProviders(<DevToolbar initiallyOpen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@hearth.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem('jwt')).toBe('Bearer raw-token'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'pat@hearth.test',
      password: 'secret',
    });
  });
});
