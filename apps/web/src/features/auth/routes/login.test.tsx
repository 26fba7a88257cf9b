import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';

const loginOk = () => ({ body: { uuid: 'u-1', jwt: 'fresh-token' } });

async function logIn(path: string) {
  const { requests } = mockApi({ [apiKey(identityApi.login)]: loginOk });
  const { router } = renderRoutes(routes, path);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), ' Pat@Hearth.test ');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return { router, requests };
}

describe('RTE-012/013 login and redirectUrl', () => {
  it.each([
    ['/auth/login', '/dashboard'],
    ['/auth/login?redirectUrl=%2Fdashboard%2Fsettings', '/dashboard/settings'],
    ['/auth/login?redirectUrl=//evil.example', '/dashboard'],
    ['/auth/login?redirectUrl=https://evil.example', '/dashboard'],
    ['/auth/login?redirectUrl=/Evil', '/dashboard'],
    ['/auth/login?redirectUrl=/%5Cevil.example', '/dashboard'],
    ['/auth/login?redirectUrl=%2Fdashboard&webchat=open', '/dashboard?webchat=open'],
  ])('%s → %s after login', async (path, target) => {
    const { router, requests } = await logIn(path);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(target),
    );
    expect(window.localStorage.getItem('jwt')).toBe('Bearer fresh-token');
    expect(requests.find((request) => request.url === endpointPath(identityApi.login))?.body).toEqual({
      email: 'pat@hearth.test',
      password: 'correct horse',
    });
  });
});

describe('login form validation', () => {
  it('shows messages at the fields, bound to them, and focuses the first invalid field', async () => {
    const { requests } = mockApi();
    renderRoutes(routes, '/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
    expect(requests.some((request) => request.url.startsWith('/identity'))).toBe(false);
  });

  it('rejects a malformed email', async () => {
    mockApi();
    renderRoutes(routes, '/auth/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('announces a refused login with the joined server message and stays', async () => {
    mockApi({
      [apiKey(identityApi.login)]: () => ({ status: 401, body: { errors: ['Invalid email or password'] } }),
    });
    const { router } = renderRoutes(routes, '/auth/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'pat@hearth.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('announces a refused login in Spanish on a Spanish page', async () => {
    await switchLanguageForTest('es');
    mockApi({
      [apiKey(identityApi.login)]: () => ({
        status: 401,
        body: { errors: ['That password is not correct for this email address'] },
      }),
    });
    renderRoutes(routes, '/auth/login');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Correo electrónico' }),
      'pat@hearth.test',
    );
    await userEvent.type(screen.getByLabelText('Contraseña'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña no es correcta para esta dirección de correo electrónico.',
    );
  });

  it('titles the page with the company short name (ORG-009)', async () => {
    mockApi();
    renderRoutes(routes, '/auth/login');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Hearth | Log in');
  });
});
