import { bannersApi } from '@hearth/domain/api/banners-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiKey, mockApi } from '../../test/mock-api.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { renderPage } from '../test-utils/render-page.tsx';
import { isSandboxMode } from './sandbox-mode.ts';
import { SiteLayout } from './site-layout.tsx';

describe('SiteLayout', () => {
  it('puts a skip link first, then banner, main and contentinfo landmarks', async () => {
    const user = userEvent.setup();
    mockApi();
    renderPage(
      <SiteLayout>
        <h1>Page body</h1>
      </SiteLayout>,
    );
    expect(await screen.findByRole('heading', { name: 'Page body' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('shows the sandbox banner by default and not when sandbox is off', async () => {
    mockApi();
    const { unmount } = renderPage(<SiteLayout>x</SiteLayout>);
    expect(await screen.findByText(/Sandbox mode/)).toBeInTheDocument();
    unmount();
    renderPage(<SiteLayout sandbox={false}>x</SiteLayout>);
    await screen.findByRole('main');
    expect(screen.queryByText(/Sandbox mode/)).not.toBeInTheDocument();
  });

  it('CND-014: puts the lender’s banners between the header and the page, and the app’s extra in the footer', async () => {
    mockApi({
      [apiKey(bannersApi.file, { orgCode: 'hearth', file: 'banners-test.json' })]: () => ({
        body: [
          {
            uuid: 'b-1',
            message: 'Closed Monday for the holiday',
            apps: ['main-site'],
            variant: 'info',
            active: true,
            metadata: { createdAt: '2026-01-01T00:00:00.000Z' },
          },
        ],
      }),
    });
    renderPage(
      <SiteLayout sandbox footerExtra={<p>Footer extra</p>}>
        x
      </SiteLayout>,
      { path: '/dashboard' },
    );
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(region).toHaveTextContent('Closed Monday for the holiday');
    expect(screen.getByRole('banner').compareDocumentPosition(region)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(region.compareDocumentPosition(screen.getByRole('main'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(screen.getByRole('contentinfo')).getByText('Footer extra')).toBeInTheDocument();
  });

  it('paints the organisation’s theme onto the document', async () => {
    mockApi();
    const org = makeOrgPayload({
      companyInfo: {
        theme: {
          primary: '#0b5394',
          primaryContrast: '#ffffff',
          accent: '#00796b',
          surface: '#f5f9fc',
          text: '#0d1f2d',
        },
      },
    });
    renderPage(<SiteLayout>x</SiteLayout>, { org });
    await screen.findByRole('main');
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0b5394');
  });
});

describe('isSandboxMode', () => {
  it.each([
    [{}, true],
    [{ VITE_HEARTH_SANDBOX: 'true' }, true],
    [{ VITE_HEARTH_SANDBOX: 'false' }, false],
  ])('%o → %s', (env, expected) => {
    expect(isSandboxMode(env)).toBe(expected);
  });
});
