import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { ORG_PAYLOAD_GLOBAL } from '@hearth/domain/org/org-config';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/navigation.ts';
import { resetOrgPayloadCache } from '../../lib/org.tsx';
import { apiKey, mockApi, TEST_PROFILE } from '../../test/mock-api.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { renderRoutes } from '../../test/render.tsx';
import { routes } from '../router.tsx';

vi.mock('../../lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/navigation.ts')>()),
  reloadPage: vi.fn(),
}));

const APP = '/account/heloc/3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';

async function landing(from: string): Promise<string> {
  const { router } = renderRoutes(routes, from);
  // The first page of the file loads its lazy route modules cold: room for a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('RTE-024 public paths are open to a visitor', () => {
  it.each([
    '/account/heloc/register',
    '/account/heloc/register/support',
    '/terms',
    '/communications',
    '/privacy',
    '/licenses',
    '/coming-soon',
    '/heloc-signer/login',
    '/auth/login',
    '/waitlist',
    '/marketing-waitlist',
    '/not-accepting-applications',
  ])('%s', async (path) => {
    mockApi();
    expect(await landing(path)).toBe(path);
  });
});

describe('RTE-024 public register pages open to a visitor, then RTE-007/008 apply (no login)', () => {
  it.each([
    // RTE-008: no property street yet → the first step.
    ['/account/heloc/register/account-setup', '/account/heloc/register'],
    // RTE-007: the redesign flag is off in the fixture → /register.
    ['/account/heloc/register-v2', '/account/heloc/register'],
    ['/account/heloc/register-v2/set-password', '/account/heloc/register'],
  ])('%s → %s', async (path, target) => {
    mockApi();
    expect(await landing(path)).toBe(target);
  });
});

describe('RTE-023 / SGN-008 everything else sends a visitor to the right login', () => {
  it.each([
    ['/dashboard', '/auth/login?redirectUrl=%2Fdashboard'],
    ['/dashboard/settings?webchat=1', '/auth/login?redirectUrl=%2Fdashboard%2Fsettings&webchat=1'],
    [
      '/account/heloc/plaid-oauth-success',
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fplaid-oauth-success',
    ],
    [`${APP}/bank/autopay`, `/auth/login?redirectUrl=${encodeURIComponent(`${APP}/bank/autopay`)}`],
    [
      `${APP}/product/select/confirm`,
      `/auth/login?redirectUrl=${encodeURIComponent(`${APP}/product/select/confirm`)}`,
    ],
    ['/heloc-signer/sign', '/heloc-signer/login'],
    ['/heloc-signer/conditions/upload-document?conditionUuid=c', '/heloc-signer/login'],
    ['/heloc-signer/resume', '/heloc-signer/login'],
  ])('%s → %s', async (from, to) => {
    mockApi();
    expect(await landing(from)).toBe(to);
  });

  it('ERR-026: a stored token the profile lookup refuses (401) is cleared, then login', async () => {
    window.localStorage.setItem('jwt', 'Bearer expired');
    mockApi({
      [apiKey(profileApi.get)]: () => ({ status: 401, body: { errors: ['unauthenticated'] } }),
    });
    const { router } = renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });
});

describe('RTE-025 a borrower signed in by a stored jwt opens the application pages', () => {
  it.each([`${APP}/signing/support`, `${APP}/start/profile`, '/dashboard'])('%s', async (path) => {
    window.localStorage.setItem('jwt', 'Bearer test-token');
    mockApi();
    expect(await landing(path)).toBe(path);
    expect(screen.queryByRole('heading', { level: 1, name: /log ?in/i })).toBeNull();
  });
});

describe('RTE-028/029 root and register close when the lender takes no applications here', () => {
  function plantOrg(heloc: Parameters<typeof makeOrgPayload>[0]) {
    resetOrgPayloadCache();
    (window as unknown as Record<string, unknown>)[ORG_PAYLOAD_GLOBAL] = makeOrgPayload(heloc);
  }

  it.each([
    ['/account/heloc/register', '/not-accepting-applications'],
    ['/account/heloc/register?webchat=1', '/not-accepting-applications?webchat=1'],
    ['/account/heloc/register-v2/birthdate', '/not-accepting-applications'],
    ['/account/heloc', '/not-accepting-applications'],
    ['/account/heloc/register?referrer=lo-1', '/account/heloc/register?referrer=lo-1'],
  ])('loan officer required: %s → %s', async (from, to) => {
    plantOrg({ heloc: { requiresLoanOfficer: true } });
    mockApi();
    expect(await landing(from)).toBe(to);
  });

  it('wholesale without a referrer', async () => {
    plantOrg({ heloc: { channel: 'WHOLESALE' } });
    mockApi();
    expect(await landing('/account/heloc/register')).toBe('/not-accepting-applications');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('not accepting applications');
  });
});

describe('RTE-030 / ORG-041 maintenance only on flagged routes', () => {
  const maintenance = (variables: Record<string, unknown>) => () => ({
    body: [
      {
        key: 'fe-heloc-maintenance',
        enabled: true,
        variables: Object.entries(variables).map(([key, defaultValue]) => ({ key, defaultValue })),
      },
    ],
  });

  it('shows "Scheduled Maintenance" with the default message on a flagged route', async () => {
    mockApi({
      [apiKey(featureFlagsApi.features, { context: 'heloc' })]: maintenance({
        routes: ['/account/heloc/register*'],
      }),
    });
    renderRoutes(routes, '/account/heloc/register/support');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scheduled Maintenance' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(document.title).toBe('Hearth | Scheduled Maintenance');
  });

  it("uses the flag's own title and message, and hides the dashboard link when told", async () => {
    mockApi({
      [apiKey(featureFlagsApi.features, { context: 'heloc' })]: maintenance({
        routes: ['/terms'],
        pageTitle: 'Upgrade night',
        message: 'Back at 6 am.',
        shouldShowDashboardLink: false,
      }),
    });
    renderRoutes(routes, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade night' })).toBeInTheDocument();
    expect(screen.getByText('Back at 6 am.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
  });

  it('leaves other routes alone', async () => {
    mockApi({
      [apiKey(featureFlagsApi.features, { context: 'heloc' })]: maintenance({
        routes: ['/account/heloc/register*'],
      }),
    });
    renderRoutes(routes, '/coming-soon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
  });
});

describe('SGN-010 a CO_DEEDER profile in the borrower area', () => {
  it('clears the stored token and reloads', async () => {
    window.localStorage.setItem('jwt', 'Bearer signer');
    mockApi({
      [apiKey(profileApi.get)]: () => ({ body: { ...TEST_PROFILE, type: 'CO_DEEDER' } }),
    });
    renderRoutes(routes, `${APP}/bank/autopay`);
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('keeps the token in the signer area', async () => {
    window.localStorage.setItem('jwt', 'Bearer signer');
    vi.mocked(reloadPage).mockClear();
    mockApi({
      [apiKey(profileApi.get)]: () => ({ body: { ...TEST_PROFILE, type: 'CO_DEEDER' } }),
    });
    renderRoutes(routes, '/heloc-signer/sign');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign your documents' })).toBeInTheDocument();
    expect(window.localStorage.getItem('jwt')).toBe('Bearer signer');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
