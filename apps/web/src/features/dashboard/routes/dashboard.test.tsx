import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../components/test-utils/render-page.tsx';
import { TEST_PROFILE } from '../../../test/mock-api.ts';
import { makeOrgPayload } from '../../../test/org-fixture.ts';
import { Component as Dashboard } from './dashboard.tsx';

const OPEN_UUID = '0d6f7c1e-5d3a-4b8e-9f21-3c4d5e6f7a81';
const DECLINED_UUID = '1e7a8d2f-6e4b-4c9f-8a32-4d5e6f7a8b92';

function makeApplication(uuid: string, loanNumber: string, checklistStatus: string, createdDate: string) {
  return {
    uuid,
    loanNumber,
    status: { checklistStatus },
    active: checklistStatus !== 'DECLINED',
    property: {
      state: 'CA',
      address: { street1: '12 Oak Lane', street2: 'Unit 4', city: 'Fresno', state: 'CA', zip: '93650' },
    },
    amount: null,
    term: null,
    rate: null,
    auditFields: { createdDate, updatedDate: createdDate },
  };
}

const server = setupServer(
  http.get(`*${endpointPath(profileApi.get)}`, () => HttpResponse.json(TEST_PROFILE)),
  http.post(`*${endpointPath(featureFlagsApi.features, { context: 'heloc' })}`, () => HttpResponse.json([])),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answerApplications(resolver: Parameters<typeof http.get>[1]) {
  server.use(http.get(`*${endpointPath(applicationApi.list)}`, resolver));
}

describe('Dashboard page', () => {
  it('shows a loader while the applications load, and sets the title', async () => {
    answerApplications(async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    });
    renderPage(<Dashboard />, { signedIn: true, path: '/dashboard' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your applications');
    expect(document.title).toBe('Hearth | Dashboard');
  });

  it('lists each application with its ID, property, status in words, date and Continue', async () => {
    answerApplications(() =>
      HttpResponse.json([
        makeApplication(OPEN_UUID, 'HL-100245', 'OFFER_SELECTION', '2025-03-14T17:00:00.000Z'),
        makeApplication(DECLINED_UUID, 'HL-100101', 'DECLINED', '2025-01-02T17:00:00.000Z'),
      ]),
    );
    renderPage(<Dashboard />, { signedIn: true, path: '/dashboard' });
    const open = (await screen.findByRole('heading', { name: 'Application ID HL-100245' })).closest(
      'article',
    );
    if (!open) {
      throw new Error('no article');
    }
    const card = within(open);
    expect(card.getByText(/12 Oak Lane, Unit 4/)).toBeInTheDocument();
    expect(card.getByText(/Fresno, CA 93650/)).toBeInTheDocument();
    expect(card.getByText('Choosing an offer')).toBeInTheDocument();
    expect(card.getByText('Mar 14, 2025')).toHaveAttribute('datetime', '2025-03-14T17:00:00.000Z');
    expect(card.getByRole('link', { name: 'Continue application HL-100245' })).toHaveAttribute(
      'href',
      `/account/heloc/${OPEN_UUID}/product/select`,
    );
    const declined = screen.getByRole('heading', { name: 'Application ID HL-100101' }).closest('article');
    expect(declined).toHaveTextContent('Declined');
    expect(within(declined as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a funded line shows its amount and a link to its documents, and no Continue', async () => {
    answerApplications(() =>
      HttpResponse.json([
        {
          ...makeApplication(OPEN_UUID, 'HL-100245', 'COMPLETE', '2025-03-14T17:00:00.000Z'),
          amount: 85_000,
        },
      ]),
    );
    renderPage(<Dashboard />, { signedIn: true, path: '/dashboard' });
    const article = (await screen.findByRole('heading', { name: 'Application ID HL-100245' })).closest(
      'article',
    );
    const card = within(article as HTMLElement);
    expect(card.getByText('Funded')).toBeInTheDocument();
    expect(card.getByText('Line amount')).toBeInTheDocument();
    expect(card.getByTestId('line-amount')).toHaveTextContent('$85,000');
    expect(card.getByRole('link', { name: 'Your documents for application HL-100245' })).toHaveAttribute(
      'href',
      `/account/heloc/${OPEN_UUID}/document/disclosures`,
    );
    expect(card.queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
  });

  it.each([
    [true, '/account/heloc/register-v2'],
    [false, '/account/heloc/register'],
  ])('with the redesign flag %s starts a new application at %s', async (redesign, href) => {
    answerApplications(() => HttpResponse.json([]));
    const org = makeOrgPayload({
      companyInfo: { publicFeatureToggles: { 'fe-heloc-redesign-2025': redesign } },
    });
    renderPage(<Dashboard />, { signedIn: true, path: '/dashboard', org });
    expect(await screen.findByText('You have no applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new application' })).toHaveAttribute('href', href);
  });

  it('shows the server’s error and loads again on "Try again"', async () => {
    const user = userEvent.setup();
    answerApplications(() => HttpResponse.json({ errors: ['Service unavailable'] }, { status: 503 }));
    renderPage(<Dashboard />, { signedIn: true, path: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your applications.');
    expect(alert).toHaveTextContent('Service unavailable');
    answerApplications(() =>
      HttpResponse.json([makeApplication(OPEN_UUID, 'HL-100245', 'HMDA', '2025-03-14T17:00:00.000Z')]),
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Completing the application')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the stored token and the org code', async () => {
    let seen: Headers | undefined;
    answerApplications(({ request }) => {
      seen = request.headers;
      return HttpResponse.json([]);
    });
    renderPage(<Dashboard />, { signedIn: true, path: '/dashboard' });
    await screen.findByText('You have no applications yet');
    expect(seen?.get('authorization')).toBe('Bearer test-token');
    expect(seen?.get('x-org')).toBe('hearth');
  });
});
