import { offersApi } from '@hearth/domain/api/offers-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  appPath,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  STATUS,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeOffersView } from '../test/offers-fixture.ts';
import { Component as Confirm } from './confirm.tsx';
import { Component as Select } from './select.tsx';

const server = setupJourneyServer(
  http.get(P, () =>
    HttpResponse.json(makeApplication({ loanNumber: 'HL-000123', amount: null, term: null })),
  ),
  http.get(appPath(offersApi.list), () => HttpResponse.json(makeOffersView())),
);

function renderSelect(search = '') {
  window.localStorage.setItem('jwt', 'Bearer test-token');
  return renderRoutes(
    [
      { path: '/account/heloc/:uuid', element: <p>journey root</p> },
      {
        path: '/account/heloc/:uuid/product/select',
        Component: Select,
        children: [{ path: 'confirm', Component: Confirm }],
      },
    ],
    `/account/heloc/${APP_UUID}/product/select${search}`,
  );
}

function summaryValue(label: string): string {
  const summary = screen.getByRole('region', { name: 'Your offer summary' });
  const term = within(summary).getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('product/select (APP-014, PRG-067)', () => {
  it('OFR-001/002/003, APP-025: shows each fixed term in years with the draw, APR, payment, discounts and costs', async () => {
    renderSelect();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your offer' })).toBeInTheDocument();
    expect(await screen.findByText('HL-000123')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /10-year fixed/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /15-year fixed/ })).toHaveAccessibleName(
      '15-year fixed 9.75% APR · up to $80,000',
    );
    // The largest line by default: 100,000 holds the draw and its 2% fee (no recording tax in OR).
    expect(summaryValue('Line amount')).toBe('$100,000');
    expect(summaryValue('Initial draw')).toBe('$98,039.22');
    // CON-003: the fee is 2% of the initial draw as shown (98,039.22 × 2% = 1,960.78).
    expect(summaryValue('Origination fee (2.00%)')).toBe('$1,960.78');
    expect(summaryValue('Draw total (draw plus fee)')).toBe('$100,000.00');
    expect(summaryValue('APR')).toBe('9.50%');
    // OFR-015: on the draw total, 100,000 at 9.5% over 120 months.
    expect(summaryValue('Monthly payment')).toBe('$1,293.98');
    expect(summaryValue('Fixed term')).toBe('10 years');
    expect(screen.getByText('With AutoPay from your bank account')).toBeInTheDocument();
    expect(screen.getByText('Property valuation (no automated valuation available)')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('OFR-013/015/019, CON-003: in a recording-tax state the draw total is draw plus fee and carries the payment', async () => {
    server.use(
      http.get(appPath(offersApi.list), () => HttpResponse.json(makeOffersView({ propertyState: 'MD' }))),
    );
    renderSelect();
    expect(await screen.findByRole('radio', { name: /10-year fixed/ })).toBeChecked();
    // 100,000 line: 700 MD recording tax; the 99,300 left holds the draw and its 2% fee.
    expect(summaryValue('Line amount')).toBe('$100,000');
    expect(summaryValue('Recording tax')).toBe('$700.00');
    expect(summaryValue('Initial draw')).toBe('$97,352.94');
    expect(summaryValue('Origination fee (2.00%)')).toBe('$1,947.06');
    expect(summaryValue('Draw total (draw plus fee)')).toBe('$99,300.00');
    // 99,300 (not the 100,000 line) at 9.5% over 120 months.
    expect(summaryValue('Monthly payment')).toBe('$1,284.92');
  });

  it('OFR-013/020: the slider moves the line inside the offer and the quote follows it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSelect();
    const slider = await screen.findByRole('slider', { name: 'Line amount' });
    expect(slider).toHaveAttribute('min', '15000');
    expect(slider).toHaveAttribute('max', '100000');
    slider.focus();
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '$15,000');
    expect(summaryValue('Initial draw')).toBe('$14,705.88');
    // To the next whole thousand by an arrow key, ten thousand by a page; the exact ends stay reachable.
    await user.keyboard('{ArrowRight}');
    expect(summaryValue('Line amount')).toBe('$16,000');
    await user.keyboard('{PageUp}');
    expect(summaryValue('Line amount')).toBe('$20,000');
    await user.keyboard('{End}{ArrowLeft}');
    expect(summaryValue('Line amount')).toBe('$99,000');
    await user.click(screen.getByRole('radio', { name: /15-year fixed/ }));
    expect(summaryValue('Fixed term')).toBe('15 years');
    expect(screen.getByRole('slider', { name: 'Line amount' })).toHaveAttribute('max', '80000');
  });

  it('OFR-018/020: the line amount can be typed beside the slider, checked against the offer, rounded', async () => {
    const user = userEvent.setup({ delay: null });
    renderSelect();
    const typed = await screen.findByRole('textbox', { name: 'Or type the line amount' });
    expect(typed).toHaveValue('100,000');
    expect(screen.getByText(/use the arrow keys/)).toBeInTheDocument();
    await user.clear(typed);
    await user.type(typed, '$42,500.50{Enter}');
    // Half-to-even to whole dollars; the slider and the quote follow.
    expect(typed).toHaveValue('42,500');
    expect(screen.getByRole('slider', { name: 'Line amount' })).toHaveAttribute('aria-valuetext', '$42,500');
    expect(summaryValue('Line amount')).toBe('$42,500');
    await user.clear(typed);
    await user.type(typed, '120000{Enter}');
    expect(typed).toHaveAccessibleDescription(/The amount must be between \$15,000 and \$100,000/);
    expect(summaryValue('Line amount')).toBe('$42,500');
    // Continue stops at the field while its amount is refused.
    await user.click(screen.getByRole('button', { name: 'Review my offer' }));
    expect(typed).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The slider puts the field right again.
    screen.getByRole('slider', { name: 'Line amount' }).focus();
    await user.keyboard('{Home}');
    expect(typed).toHaveValue('15,000');
    expect(typed).not.toHaveAccessibleDescription(/must be between/);
  });

  it('on a touch screen the slider’s help says nothing of arrow keys', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderSelect();
      expect(await screen.findByText('Drag the handle, or type the amount below.')).toBeInTheDocument();
      expect(screen.queryByText(/arrow keys/)).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('OFR-010/020: paying a debt off asks how, pins the largest draw, and sends the 007 body from the confirm step', async () => {
    let body: unknown;
    server.use(
      http.post(appPath(offersApi.select), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ serverStep: 'COLLECT_ADDITIONAL_INFO' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSelect();
    await user.click(await screen.findByRole('checkbox', { name: /Sandbox Card Services/ }));
    await user.click(screen.getByRole('button', { name: 'Review my offer' }));
    expect(await screen.findByText('Please choose how to handle the debts you pay off')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Keep my draw/ })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /Take the largest draw/ }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText('With the largest draw, your line is $100,000.')).toBeInTheDocument();
    expect(summaryValue('Cash to you after payoffs')).toBe('$78,039.22');
    await user.click(screen.getByRole('button', { name: 'Review my offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your offer' });
    await expectNoSeriousAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm this offer' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(body).toEqual({
      type: 'FIXED',
      term: 10,
      amount: 100_000,
      payoffLiabilityIds: ['L3'],
      payoffPreference: 'MAXIMIZE',
    });
  });

  it('keeps the choice when the send fails, and sends again on retry', async () => {
    let calls = 0;
    server.use(
      http.post(appPath(offersApi.select), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: ['The amount must be between $15,000 and $80,000'] }, { status: 400 })
          : HttpResponse.json({ serverStep: 'COLLECT_ADDITIONAL_INFO' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderSelect('/confirm?offer=FIXED-15&amount=50000');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your offer' });
    expect(within(dialog).getByText('15 years')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm this offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The amount must be between $15,000 and $80,000',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });

  it('confirms nothing that was not chosen on the select page', async () => {
    renderSelect('/confirm');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your offer' });
    expect(
      within(dialog).getByText('This choice is no longer available. Please choose again.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm this offer' })).not.toBeInTheDocument();
  });

  it('PRG-067: says the offer was revised at REVISED_OFFER_SELECTION', async () => {
    server.use(
      http.get(appPath(offersApi.list), () =>
        HttpResponse.json(makeOffersView({ serverStep: 'REVISED_OFFER_SELECTION' })),
      ),
    );
    renderSelect();
    expect(await screen.findByText('Your offer has been updated')).toBeInTheDocument();
  });
});

describe('product/select in Spanish: the amount messages name the range in the page language', () => {
  it('refuses a typed amount outside the offer in Spanish', async () => {
    await switchLanguageForTest('es');
    const user = userEvent.setup({ delay: null });
    renderSelect();
    const typed = await screen.findByRole('textbox', { name: 'O escriba el monto de la línea' });
    await user.clear(typed);
    await user.type(typed, '120000{Enter}');
    expect(typed).toHaveAccessibleDescription(/El monto debe estar entre \$15,000 y \$100,000/);
  });

  it('shows the server refusal of the send in Spanish', async () => {
    await switchLanguageForTest('es');
    server.use(
      http.post(appPath(offersApi.select), () =>
        HttpResponse.json({ errors: ['The amount must be between $15,000 and $80,000'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderSelect('/confirm?offer=FIXED-15&amount=50000');
    const dialog = await screen.findByRole('dialog', { name: 'Confirme su oferta' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar esta oferta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El monto debe estar entre $15,000 y $80,000.',
    );
  });
});

describe('product/select before the offers exist (REG-020/021, PRG-053)', () => {
  it('waits on the loading screen, not an error, while the offers are worked out, then shows them', async () => {
    let notYet = 2;
    server.use(
      http.get(appPath(offersApi.list), () =>
        notYet-- > 0
          ? HttpResponse.json({ errors: ['There are no offers for this application yet'] }, { status: 404 })
          : HttpResponse.json(makeOffersView()),
      ),
      http.get(STATUS, () => HttpResponse.json({ serverStep: 'WAITING_FOR_INITIAL_OFFERS' })),
    );
    renderSelect();
    // The step says the pricing has begun: the messages start at the eligibility check.
    expect(await screen.findByText('Checking your eligibility…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/could not load/i)).not.toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('offers-waiting')).not.toBeInTheDocument();
  });

  it('a real failure is an error with a retry at once', async () => {
    server.use(
      http.get(appPath(offersApi.list), () => HttpResponse.json({ errors: ['Boom'] }, { status: 500 })),
    );
    renderSelect();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTestId('offers-waiting')).not.toBeInTheDocument();
  });
});
