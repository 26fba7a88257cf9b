import { identityApi, identityBrokerApi } from '@hearth/domain/api/identity-api';
import { notificationsApi } from '@hearth/domain/api/notifications-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiKey, mockApi, TEST_PROFILE } from '../../test/mock-api.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { renderPage } from '../test-utils/render-page.tsx';
import { SiteHeader } from './site-header.tsx';

function mockProfile({ isBroker = false, ...profile }: Record<string, unknown> = {}) {
  return mockApi({
    [apiKey(profileApi.get)]: () => ({ body: { ...TEST_PROFILE, ...profile } }),
    [apiKey(identityApi.profile)]: () => ({ body: { uuid: 'identity-1', isBroker } }),
    [apiKey(identityBrokerApi.logout, { audience: 'customer' })]: () => ({
      body: { redirect: '/auth/login' },
    }),
    [apiKey(notificationsApi.list)]: () => ({ body: [] }),
  });
}

describe('SiteHeader signed out', () => {
  it('links the logo to the company home and offers Login (ORG-015, ORG-016)', async () => {
    mockApi();
    renderPage(<SiteHeader />);
    const home = await screen.findByRole('link', { name: 'Hearth Home Lending home' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('keeps only the webchat query value on the Login link (RTE-031)', async () => {
    mockApi();
    renderPage(<SiteHeader />, { path: '/terms?webchat=1&utm_source=x' });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?webchat=1',
    );
  });

  it.each([
    [false, 'the support number as a tel: link'],
    [true, '"Chat with us"'],
  ])('with fe-webchat %s shows %s (ORG-019, ORG-020, ORG-045)', async (webchat) => {
    mockApi();
    const org = makeOrgPayload({
      companyInfo: {
        publicFeatureToggles: { 'fe-webchat': webchat },
        supportPhoneNumber: { number: '888-819-6388' },
      },
    });
    renderPage(<SiteHeader />, { org });
    await screen.findByRole('link', { name: 'Login' });
    const phone = screen.queryByRole('link', { name: 'Call us at 888-819-6388' });
    const chat = screen.queryByRole('button', { name: 'Chat with us' });
    if (webchat) {
      expect(chat).toBeInTheDocument();
      expect(phone).not.toBeInTheDocument();
    } else {
      expect(phone).toHaveAttribute('href', 'tel:+18888196388');
      expect(chat).not.toBeInTheDocument();
    }
  });
});

describe('SiteHeader signed in', () => {
  it('shows Dashboard, the notifications panel and the menu (ORG-017, ORG-018, RTE-002)', async () => {
    const user = userEvent.setup();
    mockProfile();
    renderPage(<SiteHeader />, { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveTextContent('No Notifications');
  });

  // RTE-022: the borrower, the additional signer (co-deeder) and the broker (identity isBroker).
  it.each([
    [{ type: 'CO_DEEDER', isBroker: false }, false],
    [{ type: 'CO_DEEDER', isBroker: true }, true],
    [{ type: 'BORROWER', isBroker: false }, true],
  ])('for profile %o shows Dashboard: %s', async (profile, shown) => {
    mockProfile(profile);
    renderPage(<SiteHeader />, { signedIn: true });
    await screen.findByRole('button', { name: 'Menu' });
    if (shown) {
      expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    } else {
      expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    }
  });

  const APP_URLS = {
    marketplace: 'https://market.hearth.example/',
    portfolioManager: 'https://portfolio.hearth.example/',
    passport: 'https://passport.hearth.example/',
    groupManager: 'https://groups.hearth.example/',
    pay: 'https://pay.hearth.example/',
    exchange: 'https://exchange.hearth.example/',
  };

  async function openMenu(org = makeOrgPayload()) {
    const user = userEvent.setup();
    mockProfile();
    const rendered = renderPage(<SiteHeader />, { signedIn: true, org });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    return { user, menu: await screen.findByRole('menu', { name: 'Menu' }), ...rendered };
  }

  function labelsOf(menu: HTMLElement) {
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  }

  it('offers only the pages a lender has: no app entry without a destination (ORG-021…023)', async () => {
    const { menu } = await openMenu(
      makeOrgPayload({ companyInfo: { publicFeatureToggles: { 'fe-portfolio-manager': true } } }),
    );
    expect(labelsOf(menu)).toEqual(['Dashboard', 'Support', 'Switch Accounts', 'Settings', 'Logout']);
    expect(within(menu).queryByRole('group', { name: 'Apps' })).not.toBeInTheDocument();
  });

  it('lists the configured apps, with the product name on Pay and Exchange (ORG-021, ORG-022, OP-39)', async () => {
    const { menu } = await openMenu(
      makeOrgPayload({
        companyInfo: {
          companyProduct: 'Hearth',
          publicFeatureToggles: { 'fe-portfolio-manager': true },
          appUrls: APP_URLS,
        },
      }),
    );
    expect(labelsOf(menu)).toEqual([
      'Dashboard',
      'Marketplace',
      'Portfolio Manager',
      'Passport',
      'Group Manager',
      'Hearth Pay',
      'Hearth Exchange',
      'Support',
      'Switch Accounts',
      'Settings',
      'Logout',
    ]);
    expect(within(menu).getByRole('group', { name: 'Apps' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Hearth Pay' })).toHaveAttribute('href', APP_URLS.pay);
    expect(within(menu).getByRole('menuitem', { name: 'Marketplace' })).toHaveAttribute(
      'href',
      APP_URLS.marketplace,
    );
  });

  it('leaves Portfolio Manager out unless enabled, even with a destination (RTE-015)', async () => {
    const { menu } = await openMenu(makeOrgPayload({ companyInfo: { appUrls: APP_URLS } }));
    expect(within(menu).queryByRole('menuitem', { name: 'Portfolio Manager' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Passport' })).toBeInTheDocument();
  });

  it.each([
    ['Dashboard', '/dashboard'],
    ['Support', '/contact'],
    ['Switch Accounts', '/auth/login'],
    ['Settings', '/dashboard/settings'],
  ])("the menu entry %s opens this app's page %s (RTE-014)", async (label, path) => {
    const { user, menu, router } = await openMenu();
    const item = within(menu).getByRole('menuitem', { name: label });
    expect(item).toHaveAttribute('href', path);
    await user.click(item);
    expect(router.state.location.pathname).toBe(path);
  });

  it('goes to Settings and logs out from the menu', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfile();
    const { router } = renderPage(<SiteHeader />, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('link', { name: 'Login' });
    expect(requests.some((request) => request.url.endsWith('/v3/logout'))).toBe(true);
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
