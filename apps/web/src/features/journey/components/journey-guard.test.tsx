import { isWaitingStep } from '@hearth/domain/enums/server-step';
import { resolveNextPage, toNextPageHref } from '@hearth/domain/progress/resolve-next-page';
import { STEP_PAGE_RULES } from '@hearth/domain/progress/step-page';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { APP_UUID, makeApplication, P, STATUS, setupJourneyServer } from '../../../test/journey-server.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as JourneyHome } from '../routes/journey-home.tsx';
import { Component as JourneyLayout } from '../routes/journey-layout.tsx';

const server = setupJourneyServer(http.get(P, () => HttpResponse.json(makeApplication())));

function atStep(serverStep: string) {
  server.use(http.get(STATUS, () => HttpResponse.json({ serverStep })));
}

/** The journey layout over stand-in pages that print their own path. */
function renderJourney(page: string) {
  window.localStorage.setItem('jwt', 'Bearer test-token');
  return renderRoutes(
    [
      {
        path: '/account/heloc/:uuid',
        Component: JourneyLayout,
        children: [
          { index: true, Component: JourneyHome },
          { path: '*', Component: ShowPath },
        ],
      },
      { path: '/dashboard', element: <p data-testid="page">dashboard</p> },
      { path: '/', element: <p data-testid="page">root</p> },
    ],
    `/account/heloc/${APP_UUID}${page ? `/${page}` : ''}`,
  );
}

function ShowPath() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <p data-testid="page">page</p>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      {opened ? <p>opened</p> : null}
    </>
  );
}

function currentPage(router: ReturnType<typeof renderJourney>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname.replace(`/account/heloc/${APP_UUID}/`, '')}${search}`;
}

/**
 * Every non-waiting step of 000 §4's table whose page is an application page (PRG-088 goes to root;
 * waiting steps are the poller's, tested in use-journey-progress.test.tsx).
 */
const ROWS = STEP_PAGE_RULES.filter((rule) => rule.id !== 'PRG-088').flatMap((rule) =>
  rule.steps.filter((step) => !isWaitingStep(step)).map((step) => [rule.id, step] as const),
);
const PROFILE = { uuid: '7d1f5a8e-1111-4aaa-8bbb-123456789abc', email: 'pat@hearth.test', type: 'BORROWER' };

describe('journey home routes to the page of the server step (PRG-057…087)', () => {
  it('has rows: the table is derived, and an empty one would check nothing', () => {
    expect(ROWS.length).toBeGreaterThan(0);
  });

  it.each(ROWS)('%s: %s', async (_id, step) => {
    atStep(step);
    const { router } = renderJourney('');
    const next = resolveNextPage({ serverStep: step, application: makeApplication(), profile: PROFILE });
    expect(next.kind).toBe('page');
    const href = toNextPageHref(APP_UUID, next);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href),
    );
  });

  it('KIT-022: while a waiting step is polled the processing modal says so, and closes when the step moves', async () => {
    let polls = 0;
    server.use(
      http.get(STATUS, () => {
        polls += 1;
        return HttpResponse.json({ serverStep: polls < 2 ? 'WAITING_FOR_ID_VERIFICATION' : 'HMDA' });
      }),
    );
    const { router } = renderJourney('');
    expect(await screen.findByRole('dialog', { name: 'Working on your application' })).toBeInTheDocument();
    await waitFor(() => expect(currentPage(router)).toBe('start/hmda'), { timeout: 8_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a waiting page follows the step by itself: title cleared → the final offer opens without a click', async () => {
    let step = 'FINAL_TITLE_PROCESSING';
    let applicationReads = 0;
    server.use(
      http.get(STATUS, () => HttpResponse.json({ serverStep: step })),
      http.get(P, () => {
        applicationReads += 1;
        return HttpResponse.json(makeApplication());
      }),
    );
    const { router } = renderJourney('bpo/hold');
    // The progress has settled on the title step (its application read done) and the page stayed.
    await waitFor(() => expect(applicationReads).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentPage(router)).toBe('bpo/hold');
    step = 'FINAL_OFFER';
    await waitFor(() => expect(currentPage(router)).toBe('signing/intro'), { timeout: 15_000 });
  });

  it('PRG-085: notary/reserve-manual follows the step: the notary done → insurance opens without a click', async () => {
    let step = 'MANUAL_DEED_SIGNING';
    let signed = false;
    let applicationReads = 0;
    server.use(
      http.get(STATUS, () => HttpResponse.json({ serverStep: step })),
      http.get(P, () => {
        applicationReads += 1;
        return HttpResponse.json(
          makeApplication({ status: { checklistStatus: 'IN_PROGRESS', manualDeedSigningComplete: signed } }),
        );
      }),
    );
    const { router } = renderJourney('notary/reserve-manual');
    await waitFor(() => expect(applicationReads).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentPage(router)).toBe('notary/reserve-manual');
    // The notary's vendor reports the deed signed: the step moves and the status flag is set.
    signed = true;
    step = 'TRUST_AND_INSURANCE';
    await waitFor(() => expect(currentPage(router)).toMatch(/^insurance\//), { timeout: 15_000 });
  });

  it('PRG-088: COMPLETE goes to the site root', async () => {
    atStep('COMPLETE');
    const { router } = renderJourney('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('journey guard', () => {
  it('PRG-063: a deep link to start/app-summary at the HMDA step opens start/hmda', async () => {
    atStep('HMDA');
    const { router } = renderJourney('start/app-summary');
    await waitFor(() => expect(currentPage(router)).toBe('start/hmda'), { timeout: 8_000 });
  });

  it('PRG-069: the back button from start/app-summary to start/hmda comes back to the summary', async () => {
    atStep('SUMMARY_DISCLOSURE');
    const { router } = renderJourney('start/app-summary');
    expect(await screen.findByTestId('page')).toBeInTheDocument();
    await router.navigate(`/account/heloc/${APP_UUID}/start/hmda`);
    await waitFor(() => expect(currentPage(router)).toBe('start/app-summary'));
  });

  it('PRG-067: product/select/confirm stays open at the offer step, with the query of the row', async () => {
    atStep('OFFER_SELECTION');
    const { router } = renderJourney('product/select/confirm');
    expect(await screen.findByTestId('page')).toHaveTextContent('page');
    expect(currentPage(router)).toBe('product/select/confirm');
    await router.navigate(`/account/heloc/${APP_UUID}/identity`);
    await waitFor(() => expect(currentPage(router)).toBe('product/select?from=OFFER_SELECTION'));
  });

  it('APP-007: document/disclosures is never routed away from, even at a terminal step', async () => {
    atStep('DECLINED');
    const { router } = renderJourney('document/disclosures');
    expect(await screen.findByTestId('page')).toBeInTheDocument();
    expect(currentPage(router)).toBe('document/disclosures');
  });

  it('APP-022/023/025: the sidebar shows the progress, the offer, the Application ID and the property', async () => {
    atStep('HMDA');
    server.use(
      http.get(P, () =>
        HttpResponse.json({
          ...makeApplication({ amount: 50_000, rate: 8.05, term: 10, loanNumber: '4000012345' }),
          property: {
            state: 'CA',
            address: { street1: '12 OAK ST', street2: null, city: 'SAN JOSE', state: 'CA', zip: '95112' },
          },
        }),
      ),
    );
    renderJourney('start/hmda');
    const sidebar = await screen.findByRole('complementary', { name: 'Your application' });
    expect(sidebar).toHaveTextContent('$50,000');
    expect(sidebar).toHaveTextContent('8.05%');
    expect(sidebar).toHaveTextContent('10 years');
    expect(sidebar).toHaveTextContent('Application ID 4000012345');
    expect(sidebar).toHaveTextContent('12 Oak St, San Jose, CA 95112');
    // PRG-048/050: at HMDA the borrower gives more information (start/hmda), whatever the data derives.
    await waitFor(() =>
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Provide More Info'),
    );
  });

  it.each([
    ['AUTOPAY', '7.80%'],
    ['MANUAL', '8.05%'],
  ])('the sidebar shows the APR the pages show: %s → %s', async (payType, apr) => {
    atStep('IDENTITY_VERIFICATION');
    server.use(
      http.get(P, () =>
        HttpResponse.json(makeApplication({ amount: 50_000, rate: 8.05, otherRate: 7.8, payType, term: 10 })),
      ),
    );
    renderJourney('identity');
    const sidebar = await screen.findByRole('complementary', { name: 'Your application' });
    await waitFor(() => expect(sidebar).toHaveTextContent(apr));
  });

  it.each([
    ['IDENTITY_VERIFICATION', 'identity', 'Verify Identity'],
    ['FINAL_OFFER', 'signing/intro', 'Sign Documents'],
    ['NOTE_SIGNING', 'signing/intro', 'Sign Documents'],
    ['DEED_SIGNING', 'notary/intro', 'Talk to eNotary'],
  ])('PRG-049: at %s (%s) the progress sidebar marks "%s" current', async (step, page, label) => {
    atStep(step);
    renderJourney(page);
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(label));
  });

  it('what the borrower opened on a page stays when the step arrives and when it is read again', async () => {
    let answer: (() => void) | undefined;
    const stepRead = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let applicationReads = 0;
    server.use(
      http.get(STATUS, async () => {
        await stepRead;
        return HttpResponse.json({ serverStep: 'NOTE_SIGNING' });
      }),
      http.get(P, () => {
        applicationReads += 1;
        return HttpResponse.json(makeApplication());
      }),
    );
    const { router } = renderJourney('signing/intro');
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(screen.getByText('opened')).toBeInTheDocument();
    answer?.();
    // The progress reads the application once the step is known (the layout read it first).
    await waitFor(() => expect(applicationReads).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('opened')).toBeInTheDocument();
    expect(currentPage(router)).toBe('signing/intro');
  });

  it('a failed status read still opens the page; the application root offers a retry', async () => {
    atStep('HMDA');
    server.use(http.get(STATUS, () => HttpResponse.json({ errors: [] }, { status: 500 }), { once: true }));
    renderJourney('start/app-summary');
    expect(await screen.findByTestId('page')).toBeInTheDocument();
  });

  it('the application root shows a failed status read with a retry that routes on', async () => {
    let failures = 1;
    server.use(
      http.get(STATUS, () =>
        failures-- > 0
          ? HttpResponse.json({ errors: [] }, { status: 500 })
          : HttpResponse.json({ serverStep: 'HMDA' }),
      ),
    );
    const { router } = renderJourney('');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.click();
    await waitFor(() => expect(currentPage(router)).toBe('start/hmda'), { timeout: 8_000 });
  });
});
