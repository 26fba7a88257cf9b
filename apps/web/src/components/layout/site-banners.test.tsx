import { bannersApi } from '@hearth/domain/api/banners-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { profileApi } from '@hearth/domain/api/profile-api';
import { BANNER_FORMAT_ERROR } from '@hearth/domain/banners/banner';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../test/journey-server.tsx';
import { endpointPattern, TEST_PROFILE } from '../../test/mock-api.ts';
import { renderPage } from '../test-utils/render-page.tsx';
import { SiteBanners } from './site-banners.tsx';
import { useBanners } from './use-banners.ts';

const TEST_FILE = endpointPattern(bannersApi.file, { orgCode: 'hearth', file: 'banners-test.json' });
const PRODUCTION_FILE = endpointPattern(bannersApi.file, { orgCode: 'hearth', file: 'banners.json' });

let n = 0;
function banner(message: string, overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    message,
    apps: ['heloc', 'main-site'],
    variant: 'info',
    active: true,
    metadata: { createdAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z` },
    ...overrides,
  };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serve(body: object, file = TEST_FILE) {
  const requests: Request[] = [];
  server.use(
    http.get(file, ({ request }) => {
      requests.push(request);
      return HttpResponse.json(body);
    }),
  );
  return requests;
}

function BannersProbe({ app }: { app: string }) {
  const state = useBanners('hearth', app);
  return <output>{state.status === 'error' ? `error: ${state.error}` : state.status}</output>;
}

const region = () => screen.findByRole('region', { name: 'Announcements' });
const messages = (root: HTMLElement) =>
  within(root)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('SiteBanners (CND-014…021)', () => {
  it('CND-015…017: shows the 2 newest active banners for the page’s app, newest first', async () => {
    serve([
      banner('Oldest'),
      banner('Inactive and newest', { active: false, metadata: { createdAt: '2026-12-01T00:00:00.000Z' } }),
      banner('Middle'),
      banner('Signer only', { apps: ['heloc-signer'], metadata: { createdAt: '2026-11-01T00:00:00.000Z' } }),
      banner('Newest'),
    ]);
    renderPage(<SiteBanners sandbox />, { path: '/account/heloc/abc/identity' });
    expect(messages(await region())).toEqual(['Newest', 'Middle']);
    await expectNoSeriousAxeViolations();
  });

  it('CND-017: a page may ask for more', async () => {
    serve([banner('One'), banner('Two'), banner('Three')]);
    renderPage(<SiteBanners sandbox limit={3} />, { path: '/dashboard' });
    expect(messages(await region())).toEqual(['Three', 'Two', 'One']);
  });

  it('CND-019: the application shows the product style by variant, the main site the marketing style', async () => {
    serve([banner('Rates change Monday', { variant: 'warn' })]);
    const { unmount } = renderPage(<SiteBanners sandbox />, { path: '/account/heloc/abc/identity' });
    const product = await screen.findByText('Rates change Monday');
    expect(product).toHaveAttribute('data-variant', 'warn');
    expect(product.closest('.border-l-4')).toHaveClass('bg-amber-50');
    unmount();
    renderPage(<SiteBanners sandbox />, { path: '/dashboard' });
    const marketing = await screen.findByText('Rates change Monday');
    expect(marketing).toHaveClass('bg-brand');
  });

  it('API-072: reads the file without the stored token, never from the cache; production reads banners.json', async () => {
    const requests = serve([banner('Live')], PRODUCTION_FILE);
    server.use(http.get(endpointPath(profileApi.get), () => HttpResponse.json(TEST_PROFILE)));
    renderPage(<SiteBanners sandbox={false} />, { path: '/dashboard', signedIn: true });
    await region();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    expect(requests[0]?.cache).toBe('no-store');
    expect(requests[0]?.credentials).toBe('omit');
  });

  it('CND-018: loading shows nothing, then the banners', async () => {
    server.use(
      http.get(TEST_FILE, async () => {
        await delay(50);
        return HttpResponse.json([banner('Arrived')]);
      }),
    );
    renderPage(<BannersProbe app="heloc" />);
    expect(await screen.findByRole('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('loaded'));
  });

  it('CND-020: a set with one malformed banner shows none and keeps the format error', async () => {
    serve([banner('Fine'), banner('No apps', { apps: [] })]);
    const { unmount } = renderPage(<SiteBanners sandbox />, { path: '/dashboard' });
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    unmount();
    renderPage(<BannersProbe app="main-site" />);
    expect(await screen.findByText(`error: ${BANNER_FORMAT_ERROR}`)).toBeInTheDocument();
  });

  it('CND-021: a failed read shows no banners and keeps the error as text', async () => {
    server.use(
      http.get(TEST_FILE, () => HttpResponse.json({ errors: ['Storage unavailable'] }, { status: 503 })),
    );
    renderPage(
      <>
        <SiteBanners sandbox />
        <BannersProbe app="heloc" />
      </>,
    );
    expect(await screen.findByText('error: Storage unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows no region when no banner is for this app', async () => {
    serve([banner('Signer only', { apps: ['heloc-signer'] })]);
    renderPage(<BannersProbe app="heloc" />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('loaded'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
