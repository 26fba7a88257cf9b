import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { routes } from './router.tsx';

const UUID = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';
const APP = `/account/heloc/${UUID}`;

async function expectLandsOn(from: string, to: string) {
  const { router } = renderRoutes(routes, from);
  // The first page of the file loads its modules cold, and its data before it renders: room for a busy machine.
  await waitFor(
    () => {
      const { pathname, search } = router.state.location;
      expect(`${pathname}${search}`).toBe(to);
    },
    { timeout: 5_000 },
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
}

describe('RTE-019…021, SGN-007 redirects', () => {
  it.each([
    ['/', '/dashboard'],
    ['/?webchat=open&utm_source=x', '/dashboard?webchat=open'],
    ['/account', '/dashboard'],
    ['/account/', '/dashboard'],
    ['/account/register', '/account/heloc/register'],
    [
      '/account/register?referrer=lo-1&utm_source=cloc',
      '/account/heloc/register?referrer=lo-1&utm_source=cloc',
    ],
    ['/account/register/support?x=1', '/account/heloc/register/support?x=1'],
    ['/account/heloc-signer', '/heloc-signer/login'],
    ['/account/heloc-signer/login?webchat=1&a=b', '/heloc-signer/login?webchat=1&a=b'],
    [
      '/account/heloc-signer/conditions/identity?conditionUuid=c',
      '/heloc-signer/conditions/identity?conditionUuid=c',
    ],
    ['/account/terms', '/terms'],
    ['/account/communications', '/communications'],
    ['/account/privacy?webchat=2', '/privacy?webchat=2'],
    ['/account/licenses', '/licenses'],
    ['/account/heloc/terms', '/terms'],
    ['/account/heloc/privacy', '/privacy'],
    ['/heloc-signer', '/heloc-signer/login'],
    ['/heloc-signer/?webchat=1', '/heloc-signer/login?webchat=1'],
  ])('%s → %s', async (from, to) => {
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi();
    // Signed in, the signer login passes on to the signer's resume page (keeping webchat).
    const signedInTarget = to.startsWith('/heloc-signer/login')
      ? `/heloc-signer/resume${to.includes('webchat=') ? `?webchat=${new URLSearchParams(to.split('?')[1]).get('webchat')}` : ''}`
      : to;
    await expectLandsOn(from, signedInTarget);
  });

  it.each([
    ['/account/heloc-signer', '/heloc-signer/login'],
    ['/heloc-signer', '/heloc-signer/login'],
  ])('signed out, %s → %s', async (from, to) => {
    mockApi();
    await expectLandsOn(from, to);
  });
});

describe('000 §2, APP-003: group indexes go up to the application, links to review', () => {
  it.each([
    [`${APP}/bank`, APP],
    [`${APP}/bank/`, APP],
    [`${APP}/credit`, APP],
    [`${APP}/document`, APP],
    [`${APP}/error`, APP],
    [`${APP}/income`, APP],
    [`${APP}/insurance`, APP],
    [`${APP}/notary`, APP],
    [`${APP}/product`, APP],
    [`${APP}/signing`, APP],
    [`${APP}/start?webchat=1&x=2`, `${APP}?webchat=1`],
    [`${APP}/review-app`, APP],
    [`${APP}/payoff`, APP],
    [`${APP}/bpo`, APP],
    [`${APP}/merchant`, APP],
    [`${APP}/income/link/plaid`, `${APP}/income/review`],
    ['/heloc-signer/conditions/phone-number', '/heloc-signer/conditions'],
    ['/heloc-signer/conditions/a/b', '/heloc-signer/conditions'],
  ])('%s → %s', async (from, to) => {
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi();
    await expectLandsOn(from, to);
  });
});

describe('the app root /account/heloc', () => {
  it('takes a visitor to registration, keeping the query', async () => {
    mockApi();
    await expectLandsOn('/account/heloc?referrer=lo-7', '/account/heloc/register?referrer=lo-7');
  });

  it('takes a signed-in user to the dashboard', async () => {
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi();
    await expectLandsOn('/account/heloc', '/dashboard');
  });
});
