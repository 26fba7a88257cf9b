import fs from 'node:fs';
import path from 'node:path';
import type { OriginatorDisplayInfo } from '@hearth/domain/registration/lead-portal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as JourneyLayout } from '../routes/journey-layout.tsx';

const LOAN_OFFICER: OriginatorDisplayInfo = {
  originatorName: 'Jordan Rivera',
  brokerName: 'Summit Mortgage Brokers',
  avatarUri: null,
  email: 'jordan.rivera@hearth.example',
  phoneNumber: '503-555-0142',
  nmls: '1234567',
};
const BROKER: OriginatorDisplayInfo = { ...LOAN_OFFICER, originatorName: null };

const server = setupJourneyServer();

function renderLayout(originatorDisplayInfo: OriginatorDisplayInfo | null) {
  server.use(http.get(P, () => HttpResponse.json(makeApplication({ originatorDisplayInfo }))));
  window.localStorage.setItem('jwt', 'Bearer test-token');
  return renderRoutes(
    [
      {
        path: '/account/heloc/:uuid',
        Component: JourneyLayout,
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    `/account/heloc/${APP_UUID}/start/hmda`,
  );
}

describe('the referrer on the journey pages (CND-031…036)', () => {
  it('shows the loan officer as a card with name, brokerage, NMLS, phone, e-mail and the two buttons (CND-032, CND-034)', async () => {
    renderLayout(LOAN_OFFICER);
    const card = await screen.findByRole('region', { name: 'Your loan officer' });
    expect(card).toHaveTextContent('Jordan Rivera');
    expect(card).toHaveTextContent('Summit Mortgage Brokers');
    expect(card).toHaveTextContent('NMLS #1234567');
    expect(card).toHaveTextContent('jordan.rivera@hearth.example');
    expect(within(card).getByRole('link', { name: 'Call Jordan Rivera' })).toHaveAttribute(
      'href',
      'tel:+15035550142',
    );
    expect(within(card).getByRole('link', { name: 'Email Jordan Rivera' })).toHaveAttribute(
      'href',
      'mailto:jordan.rivera@hearth.example',
    );
  });

  it('calls the referrer "Your broker" when only a broker name is known (CND-035)', async () => {
    renderLayout(BROKER);
    const card = await screen.findByRole('region', { name: 'Your broker' });
    expect(within(card).getByRole('link', { name: 'Call Summit Mortgage Brokers' })).toBeInTheDocument();
  });

  it('opens a panel from the top banner, moves focus into it and returns it on close (CND-033)', async () => {
    const user = userEvent.setup();
    renderLayout(LOAN_OFFICER);
    const banner = await screen.findByRole('button', { name: /Your loan officer.*Jordan Rivera/ });
    expect(banner).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(banner);
    const panel = await screen.findByRole('dialog', { name: 'Your loan officer' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    expect(within(panel).getByRole('link', { name: 'Call Jordan Rivera' })).toHaveAttribute(
      'href',
      'tel:+15035550142',
    );
    await expectNoSeriousAxeViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('shows neither card nor banner when nobody referred the borrower', async () => {
    renderLayout(null);
    await screen.findByRole('complementary', { name: 'Your application' });
    expect(screen.queryByRole('region', { name: /Your (loan officer|broker)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Your (loan officer|broker)/ })).not.toBeInTheDocument();
  });
});

describe('the large-screen breakpoint (KIT-020)', () => {
  it('is 1024 px, and the card shows from it while the banner shows below it', async () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../../styles/index.css'), 'utf8');
    const rem = css.match(/--breakpoint-lg:\s*([\d.]+)rem/)?.[1];
    expect(Number(rem) * 16).toBe(1024);
    renderLayout(LOAN_OFFICER);
    const card = await screen.findByRole('region', { name: 'Your loan officer' });
    expect(card).toHaveClass('hidden', 'lg:block');
    const banner = screen.getByRole('button', { name: /Your loan officer/ });
    expect(banner.parentElement).toHaveClass('lg:hidden');
  });
});
